import type { DeliveryOption } from '@songdee/shared/reference/reference.schema';
import { describe, expect, it } from 'vitest';
import {
  type BoxChoice,
  boxChoicesFor,
  boxChoicesOf,
  boxesOf,
  formFieldOfIssue,
  formValuesOf,
  type ReserveFormValues,
  reserveFormIssues,
  reserveFormTotal,
  setsNumber,
  toReserveInput,
} from './reserve-form';

const OUTLET = '6b1f4a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const BOXES: BoxChoice[] = [
  { boxSizeId: 1, code: 'SS', price: 3200 },
  { boxSizeId: 2, code: 'S', price: 3700 },
  { boxSizeId: 3, code: 'M', price: 5200 },
];

const option = (id: string, reserve: boolean, boxPrices: DeliveryOption['boxPrices']): DeliveryOption => ({
  id,
  name: id,
  shortDesc: '',
  serviceType: 0,
  reserve,
  hidesWeight: false,
  promptPostOnly: reserve,
  pricing: 'boxSize',
  s10Prefix: null,
  rates: [],
  boxPrices,
});

const values = (sizes: Array<[checked: boolean, sets: number | string]>, outletId = OUTLET): ReserveFormValues => ({
  outletId,
  sizes: sizes.map(([checked, sets], i) => ({ boxSizeId: i + 1, checked, sets })),
});

describe('reserve form: sizes offered', () => {
  it('offers the box sizes of the reservable option only, each once', () => {
    const options = [
      option('ems', false, [{ boxSizeId: 9, code: 'X', price: 1 }]),
      option('promptpost', true, [
        { boxSizeId: 1, code: 'SS', price: 3200 },
        { boxSizeId: 3, code: 'M', price: 5200 },
      ]),
      option('other', true, [{ boxSizeId: 3, code: 'M', price: 9999 }]),
    ];
    expect(boxChoicesOf(options)).toEqual([
      { boxSizeId: 1, code: 'SS', price: 3200 },
      { boxSizeId: 3, code: 'M', price: 5200 },
    ]);
  });

  it('keeps a reserved size that is no longer offered, at its reserved price, ticked with its sets', () => {
    const reserve = {
      outlet: { id: OUTLET, outletCode: '10110', outletName: 'คลองเตย', tel: '' },
      lines: [
        { boxSizeId: 3, name: 'กล่อง M', desc: '', boxPrice: 5200, sets: 2, total: 104000 },
        { boxSizeId: 7, name: 'กล่อง XL', desc: '', boxPrice: 9000, sets: 1, total: 90000 },
      ],
    };
    const boxes = boxChoicesFor(reserve, BOXES);
    expect(boxes.at(-1)).toEqual({ boxSizeId: 7, code: 'กล่อง XL', price: 9000 });
    expect(formValuesOf(reserve, boxes)).toEqual({
      outletId: OUTLET,
      sizes: [
        { boxSizeId: 1, checked: false, sets: '' },
        { boxSizeId: 2, checked: false, sets: '' },
        { boxSizeId: 3, checked: true, sets: 2 },
        { boxSizeId: 7, checked: true, sets: 1 },
      ],
    });
  });

  it('starts a new reservation with no post office and nothing ticked', () => {
    expect(formValuesOf(null, BOXES)).toEqual(
      values(
        [
          [false, ''],
          [false, ''],
          [false, ''],
        ],
        '',
      ),
    );
  });
});

describe('reserve form: rules (spec 2 section 5) with the API schema messages', () => {
  it('asks for a post office and at least one size', () => {
    const issues = reserveFormIssues(
      values(
        [
          [false, ''],
          [false, ''],
          [false, ''],
        ],
        '',
      ),
    );
    expect(issues.get('outletId')).toBe('reserve.outletRequired');
    expect(issues.get('sizes')).toBe('reserve.sizeRequired');
  });

  it.each([
    ['empty', ''],
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['typed fraction', '2.5'],
    ['text', 'abc'],
  ])('refuses a ticked size whose sets are %s with the whole-number message at the field', (_label, sets) => {
    const issues = reserveFormIssues(
      values([
        [false, ''],
        [true, sets],
        [false, ''],
      ]),
    );
    expect(issues.get('sizes.1.sets')).toBe('reserve.wholeNumber');
    expect(issues.has('sizes')).toBe(false);
  });

  it('refuses more sets than the contract allows', () => {
    expect(reserveFormIssues(values([[true, 1001]])).get('sizes.0.sets')).toBe('reserve.tooMany');
  });

  it('ignores the sets of a size that is not ticked', () => {
    expect(
      reserveFormIssues(
        values([
          [false, 'abc'],
          [true, 2],
          [false, -1],
        ]),
      ).size,
    ).toBe(0);
  });

  it('sends the ticked sizes with their sets, accepted by the API schema', () => {
    expect(
      toReserveInput(
        values([
          [false, 4],
          [true, '3'],
          [true, 2],
        ]),
      ),
    ).toEqual({
      outletId: OUTLET,
      lines: [
        { boxSizeId: 2, sets: 3 },
        { boxSizeId: 3, sets: 2 },
      ],
    });
  });

  it('reads typed sets: empty is missing, text is not a number', () => {
    expect(setsNumber('')).toBeUndefined();
    expect(setsNumber(' 12 ')).toBe(12);
    expect(setsNumber('x')).toBeNaN();
    expect(setsNumber(4)).toBe(4);
  });
});

describe('reserve form: total and quantities', () => {
  it('prices each ticked size as price per box x sets x 10', () => {
    // 2 sets of M (52 baht a box) and 1 set of SS (32 baht a box): 1,040 + 320 baht.
    expect(
      reserveFormTotal(
        values([
          [true, 1],
          [false, 5],
          [true, 2],
        ]),
        BOXES,
      ),
    ).toBe(136000);
  });

  it('adds nothing for a size still being typed or not ticked', () => {
    expect(
      reserveFormTotal(
        values([
          [true, ''],
          [true, 1.5],
          [false, 3],
        ]),
        BOXES,
      ),
    ).toBe(0);
  });

  it('shows stored sets as boxes (x 10)', () => {
    expect(boxesOf(2)).toBe(20);
  });
});

describe('reserve form: server field issues', () => {
  const form = values([
    [false, ''],
    [true, 1],
    [true, 2],
  ]);
  it('puts lines.N.sets under the N-th ticked size', () => {
    expect(formFieldOfIssue('lines.0.sets', form)).toBe('sizes.1.sets');
    expect(formFieldOfIssue('lines.1.sets', form)).toBe('sizes.2.sets');
  });
  it('puts the sizes as a whole and the post office where they belong, nothing else', () => {
    expect(formFieldOfIssue('lines', form)).toBe('sizes');
    expect(formFieldOfIssue('lines.5.sets', form)).toBe('sizes');
    expect(formFieldOfIssue('outletId', form)).toBe('outletId');
    expect(formFieldOfIssue('other', form)).toBeNull();
  });
});
