import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { Nullable, Text } from '../../../../server/src/rest/schema';
import { z } from '../../lib/zod';
import { checkContract, contractIssues, formPath, messagesByField, type FieldMap } from './contract';
import { keyWith, splitMessage } from './messages';

const Row = Type.Object({ price: Type.Number(), tier: Type.Integer() }, { additionalProperties: false });
const Input = Type.Object(
  {
    title: Type.Optional(Nullable(Text(5))),
    tags: Type.Optional(Nullable(Type.Array(Text(3), { maxItems: 2 }))),
    rows: Type.Optional(Type.Array(Row)),
    role: Type.Optional(Type.Union([Type.Integer(), Type.Literal('Admin')])),
    hidden: Type.Optional(Text(2)),
  },
  { additionalProperties: false },
);

const FIELDS: FieldMap = {
  title: 'titleAz',
  tags: 'tags',
  'tags/#': 'tags',
  'rows/#/price': 'prices.#.amount',
  'rows/#/tier': null,
  role: (indexes) => ['roleField', indexes.length],
};

describe('the contract check (components/form/contract.ts)', () => {
  it('places a schema path on the form: by name, with list indexes, through a function; null and unlisted paths nowhere', () => {
    expect(formPath(FIELDS, '/title')).toEqual(['titleAz']);
    expect(formPath(FIELDS, '/tags/1')).toEqual(['tags']);
    expect(formPath(FIELDS, '/rows/3/price')).toEqual(['prices', 3, 'amount']);
    expect(formPath(FIELDS, '/role')).toEqual(['roleField', 0]);
    expect(formPath(FIELDS, '/rows/3/tier')).toBeNull();
    expect(formPath(FIELDS, '/hidden')).toBeUndefined();
    expect(formPath(FIELDS, '')).toBeUndefined();
  });

  it('words each kind: too long and too many with the schema’s limit, anything else not accepted; one issue per field', () => {
    const issues = contractIssues(
      Input,
      {
        title: 'abcdef',
        tags: ['abcd', 'b', 'c'],
        rows: [
          { price: 1, tier: 1 },
          { price: 'x', tier: 'VIP' },
        ],
        role: 'VIP',
        hidden: 'abc',
        extra: 1,
      },
      FIELDS,
    );
    expect(issues).toEqual([
      { path: ['titleAz'], message: keyWith('errors.contract.tooLong', { max: 5 }) },
      // The list's own limit and an entry's at one field: the first found is shown.
      { path: ['tags'], message: keyWith('errors.contract.tooLong', { max: 3 }) },
      { path: ['prices', 1, 'amount'], message: 'errors.contract.invalid' },
      // A union: the branches' errors, not the summary; the tier (a GraphQL enum's name) and the unlisted fields are not the form's.
      { path: ['roleField', 0], message: 'errors.contract.invalid' },
    ]);
    expect(contractIssues(Input, { tags: ['a', 'b', 'c'] }, FIELDS)).toEqual([{ path: ['tags'], message: keyWith('errors.contract.tooMany', { max: 2 }) }]);
    expect(contractIssues(Input, { title: null, tags: null, rows: [{ price: 2, tier: 1 }] }, FIELDS)).toEqual([]);
  });

  it('adds its issues to a zod form, except on a field the form’s own check has already marked', () => {
    const form = z
      .object({ titleAz: z.string().min(1, 'required'), note: z.string() })
      .superRefine((value, ctx) => checkContract(ctx, Input, { title: value.titleAz, hidden: value.note }, FIELDS));
    const issues = (value: { titleAz: string; note: string }) => form.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issues({ titleAz: 'abcdef', note: 'too long but unlisted' })).toEqual([{ path: ['titleAz'], message: 'errors.contract.tooLong|{"max":5}' }]);
    expect(issues({ titleAz: '', note: '' })).toEqual([{ path: ['titleAz'], message: 'required' }]);
    expect(form.safeParse({ titleAz: 'abc', note: '' }).success).toBe(true);
  });

  it('carries a message’s values beside its key, and leaves a server’s own text as it is', () => {
    expect(splitMessage(keyWith('errors.contract.tooLong', { max: 255 }))).toEqual({ id: 'errors.contract.tooLong', values: { max: 255 } });
    expect(splitMessage('errors.contract.invalid')).toEqual({ id: 'errors.contract.invalid' });
    expect(splitMessage('a | b')).toEqual({ id: 'a | b' });
    expect(
      messagesByField([
        { path: ['value'], message: 'x' },
        { path: ['value'], message: 'y' },
        { path: ['color'], message: 'z' },
      ]),
    ).toEqual({ value: 'x', color: 'z' });
  });
});
