import { cursorAfter, pageOf, positionOf } from './career-index.page';
import type { CareerRow, CareerStatus, IndexedCareer } from './career-index.projection';

const career = (n: number, position: number, status: CareerStatus = 'active'): IndexedCareer => ({
  position,
  row: { careerId: `c${n}`, status } as CareerRow,
});

const ids = (rows: readonly CareerRow[]) => rows.map((r) => r.careerId);

describe('the careers index, a page at a time', () => {
  const careers = [
    career(1, 10),
    career(2, 40, 'ended'),
    career(3, 25),
    career(4, 33),
    career(5, 7, 'ended'),
  ];

  it('lists the newest activity first and pages with the cursor until next is null', () => {
    const first = pageOf(careers, { status: 'all', limit: 2 });
    expect(ids(first.careers)).toEqual(['c2', 'c4']);
    const second = pageOf(careers, { status: 'all', limit: 2 }, positionOf(first.next as string));
    expect(ids(second.careers)).toEqual(['c3', 'c1']);
    const last = pageOf(careers, { status: 'all', limit: 2 }, positionOf(second.next as string));
    expect(last).toEqual({ careers: [careers[4].row], next: null });
  });

  it('filters by status before paging', () => {
    expect(ids(pageOf(careers, { status: 'active', limit: 20 }).careers)).toEqual(['c4', 'c3', 'c1']);
    expect(ids(pageOf(careers, { status: 'ended', limit: 20 }).careers)).toEqual(['c2', 'c5']);
    expect(pageOf(careers, { status: 'ended', limit: 2 }).next).toBeNull();
  });

  it('a career that moves up between two pages is not listed twice; the others are each listed once', () => {
    const first = pageOf(careers, { status: 'all', limit: 2 });
    const moved = careers.map((c) => (c.row.careerId === 'c1' ? career(1, 50) : c));
    const rest = pageOf(moved, { status: 'all', limit: 10 }, positionOf(first.next as string));
    expect(ids(rest.careers)).toEqual(['c3', 'c5']);
  });

  it('reads back only the cursors it gives', () => {
    expect(positionOf(cursorAfter(career(1, 123)))).toBe(123);
    for (const bad of ['', 'abc', Buffer.from('before:-1').toString('base64url'), 'YmVmb3JlOjEy=='])
      expect(positionOf(bad)).toBeUndefined();
    expect(positionOf(Buffer.from('before:0').toString('base64url'))).toBeUndefined();
  });
});
