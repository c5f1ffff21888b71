import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all';
import { AUDIT_ENTITIES, auditKey, auditValue } from './auditText';

describe('audit log texts', () => {
  it('names every entity the server logs, in both languages', () => {
    for (const entity of AUDIT_ENTITIES) {
      expect(auditKey('entity', entity, ALL_MESSAGES.en), entity).not.toBeNull();
      expect(auditKey('entity', entity, ALL_MESSAGES.az), entity).not.toBeNull();
    }
  });

  it('names every action the server logs, in both languages', () => {
    // The `action` of each recordAudit call on the server.
    const actions = [
      'create',
      'update',
      'delete',
      'upload',
      'setRole',
      'setActive',
      'setStatus',
      'replace',
      'addImages',
      'setPrimaryImage',
      'reorderImages',
      'setImageAltText',
      'removeImage',
      'assign',
      'bulkAssign',
      'remove',
      'removeAll',
    ];
    for (const action of actions) {
      expect(auditKey('action', action, ALL_MESSAGES.en), action).not.toBeNull();
      expect(auditKey('action', action, ALL_MESSAGES.az), action).not.toBeNull();
    }
  });

  it('shows an action it does not know as it came', () => {
    expect(auditKey('action', 'setRole', ALL_MESSAGES.en)).toBe('admin.audit.action.setRole');
    expect(auditKey('action', 'merge', ALL_MESSAGES.en)).toBeNull();
  });

  it('reads before/after JSON: strings without quotes, nothing as a dash', () => {
    expect(auditValue('"RETAIL"')).toBe('RETAIL');
    expect(auditValue('true')).toBe('true');
    expect(auditValue('12.5')).toBe('12.5');
    expect(auditValue(null)).toBe('—');
    expect(auditValue('null')).toBe('—');
    expect(auditValue('{"a":1}')).toBe('{"a":1}');
    expect(auditValue('not json')).toBe('not json');
  });
});
