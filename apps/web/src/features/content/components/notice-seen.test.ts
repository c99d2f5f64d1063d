import { describe, expect, it } from 'vitest';
import { isNoticeSeen, noticeVersion } from './notice-seen';

const notice = { id: '0b6f7c1e-6f3e-4a5e-9d0a-1c2b3d4e5f60', content: 'ปิดปรับปรุงระบบ 1 ม.ค.', imagePath: null };

describe('the landing notice, once until its content changes', () => {
  it('stays closed for the version the visitor closed', () => {
    expect(isNoticeSeen(notice, noticeVersion(notice))).toBe(true);
  });

  it('shows again when its words or its picture change, or for another notice', () => {
    const seen = noticeVersion(notice);
    expect(isNoticeSeen({ ...notice, content: 'ปิดปรับปรุงระบบ 2 ม.ค.' }, seen)).toBe(false);
    expect(isNoticeSeen({ ...notice, imagePath: 'content/a.png' }, seen)).toBe(false);
    expect(isNoticeSeen({ ...notice, id: '1b6f7c1e-6f3e-4a5e-9d0a-1c2b3d4e5f60' }, seen)).toBe(false);
  });

  it('shows to a visitor who closed nothing yet', () => {
    expect(isNoticeSeen(notice, null)).toBe(false);
  });
});
