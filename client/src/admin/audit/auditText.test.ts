import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all';
import { createIntl } from 'react-intl';
import { AUDIT_ENTITIES, auditKey, auditValue, describeChange, subjectLink, type AuditWords } from './auditText';

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

  it("says a change in words in the viewer's language: roles by name, yes/no, statuses, manat amounts", () => {
    const words = (language: 'en' | 'az'): AuditWords => {
      const messages = ALL_MESSAGES[language] as Record<string, string>;
      const intl = createIntl({ locale: language, messages });
      return { language, text: (key, values) => (key in messages ? intl.formatMessage({ id: key as never }, values) : null) };
    };
    expect(describeChange({ field: 'role', before: '1', after: '4' }, words('en'))).toEqual({ field: 'Role', before: 'Normal User', after: 'VIP' });
    expect(describeChange({ field: 'isActive', before: 'false', after: 'true' }, words('en'))).toEqual({ field: 'Active', before: 'no', after: 'yes' });
    expect(describeChange({ field: 'isActive', before: 'false', after: 'true' }, words('az'))).toEqual({ field: 'Aktiv', before: 'xeyr', after: 'bəli' });
    expect(describeChange({ field: 'status', before: '"new"', after: '"confirmed"' }, words('en'))).toEqual({
      field: 'Status',
      before: 'New',
      after: 'Confirmed',
    });
    expect(describeChange({ field: 'prices.4.price', before: '1200', after: '1150' }, words('en'))).toEqual({
      field: 'Price (VIP)',
      before: '1,200.00 ₼',
      after: '1,150.00 ₼',
    });
    expect(describeChange({ field: 'prices.2.discountedPrice', before: '99.5', after: null }, words('az'))).toEqual({
      field: 'Endirimli qiymət (Pərakəndə)',
      before: '99,50 ₼',
      after: '—',
    });
    // A filter's own name stays as it is; a list reads as a list.
    expect(describeChange({ field: 'Korpus rəngi', before: null, after: '"Qara"' }, words('az'))).toEqual({
      field: 'Korpus rəngi',
      before: '—',
      after: 'Qara',
    });
    expect(describeChange({ field: 'options', before: null, after: '["qara","ag"]' }, words('en')).after).toBe('qara, ag');
  });

  it('links what an entry concerns while it exists', () => {
    expect(subjectLink({ kind: 'user', id: 'u1', name: 'a+b@x.az' })).toBe('/admin?search=a%2Bb%40x.az');
    expect(subjectLink({ kind: 'order', id: 'o1', name: 'TX-2026-000001' })).toBe('/admin/orders/o1');
    expect(subjectLink({ kind: 'product', id: 'p1', name: 'Lenovo' })).toBe('/admin/products/p1');
    expect(subjectLink({ kind: 'user', id: null, name: 'gone@x.az' })).toBeNull();
  });
});
