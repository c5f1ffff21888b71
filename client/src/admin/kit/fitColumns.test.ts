import { describe, expect, it } from 'vitest';
import { columnRoom, fitColumns } from './fitColumns';

const USERS = [
  { field: 'fullName', flex: 1, minWidth: 170 },
  { field: 'email', flex: 1.2, minWidth: 210 },
  { field: 'phoneNumber', minWidth: 160 },
  { field: 'role', minWidth: 190 },
  { field: 'isActive', minWidth: 120 },
  { field: 'createdAt', minWidth: 170 },
  { field: 'lastLogin', minWidth: 170 },
  { field: 'actions', minWidth: 110 },
];
const ORDER = ['lastLogin', 'createdAt', 'phoneNumber', 'email', 'isActive'];
const shown = (available: number) => USERS.map((c) => c.field).filter((field) => fitColumns(USERS, ORDER, available)[field] !== false);

describe('fitColumns', () => {
  it('keeps every column when they fit', () => {
    expect(fitColumns(USERS, ORDER, 1400)).toEqual({});
  });

  it('hides the least useful columns first, only as many as it takes, and never Actions', () => {
    expect(shown(1150)).toEqual(['fullName', 'email', 'phoneNumber', 'role', 'isActive', 'createdAt', 'actions']);
    expect(shown(900)).toEqual(['fullName', 'email', 'role', 'isActive', 'actions']);
    expect(shown(700)).toEqual(['fullName', 'role', 'isActive', 'actions']);
    expect(shown(100)).toEqual(['fullName', 'role', 'actions']);
  });

  it('measures columns as DataGrid sizes them', () => {
    expect(columnRoom({ field: 'a' })).toBe(100);
    expect(columnRoom({ field: 'a', width: 60, minWidth: 80 })).toBe(80);
    expect(columnRoom({ field: 'a', flex: 1, minWidth: 120, width: 300 })).toBe(120);
  });
});
