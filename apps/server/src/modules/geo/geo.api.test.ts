import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const get = (url: string, lang = 'th') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

interface Suggestion {
  value: string;
  label: string;
  data: { p: { id: number; name: string }; b: { id: number; name: string }; d: { id: number; name: string }; o: string | null };
}

describe('GET /api/provinces', () => {
  it('lists the 77 provinces in Thai order with English names', async () => {
    const res = await get('/api/provinces');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const provinces = res.json() as Array<{ provinceId: number; provinceName: string; provinceNameEn: string }>;
    expect(provinces).toHaveLength(77);
    expect(provinces.find((p) => p.provinceId === 10)).toEqual({ provinceId: 10, provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok' });
    const names = provinces.map((p) => p.provinceName);
    expect(names).toEqual([...names].sort(new Intl.Collator('th').compare));
    // Thai order files เชียงใหม่ under ช, before ตาก, not after every consonant.
    expect(names.indexOf('เชียงใหม่')).toBeLessThan(names.indexOf('ตาก'));
  });
});

describe('GET /api/provinces/:provinceId/borders and /borders/:borderId/districts', () => {
  it('cascades: every border nests in its province and every district in its border', async () => {
    const borders = (await get('/api/provinces/50/borders')).json() as Array<{ borderId: number; borderName: string }>;
    expect(borders.length).toBeGreaterThan(20);
    expect(borders.every((b) => Math.floor(b.borderId / 100) === 50)).toBe(true);
    const muang = borders.find((b) => b.borderName === 'เมืองเชียงใหม่');
    expect(muang).toBeDefined();

    const res = await get(`/borders/${muang?.borderId}/districts`);
    expect(res.statusCode).toBe(200);
    const districts = res.json() as Array<{ districtId: number; districtName: string; districtNameEn: string; postcodes: string[] }>;
    expect(districts.every((d) => Math.floor(d.districtId / 100) === muang?.borderId)).toBe(true);
    expect(districts.find((d) => d.districtName === 'ศรีภูมิ')?.postcodes).toEqual(['50200']);
    expect((await get(`/api/borders/${muang?.borderId}/districts`)).json()).toEqual(districts);
  });

  it('gives a sub-district served by two postcodes both of them', async () => {
    const borders = (await get('/api/provinces/10/borders')).json() as Array<{ borderId: number; borderName: string }>;
    const dusit = borders.find((b) => b.borderName === 'ดุสิต');
    const districts = (await get(`/borders/${dusit?.borderId}/districts`)).json() as Array<{ districtName: string; postcodes: string[] }>;
    expect(districts.find((d) => d.districtName === 'สวนจิตรลดา')?.postcodes).toEqual(['10300', '10303']);
  });

  it('patches Bueng Kan, whose borders have no code in the source data, with nested codes', async () => {
    const provinces = (await get('/api/provinces')).json() as Array<{ provinceId: number; provinceName: string }>;
    const buengKan = provinces.find((p) => p.provinceName === 'บึงกาฬ');
    const borders = (await get(`/api/provinces/${buengKan?.provinceId}/borders`)).json() as Array<{ borderId: number }>;
    expect(borders).toHaveLength(8);
    for (const b of borders) {
      const districts = (await get(`/borders/${b.borderId}/districts`)).json() as Array<{ districtId: number; postcodes: string[] }>;
      expect(districts.length).toBeGreaterThan(0);
      expect(districts.every((d) => Math.floor(d.districtId / 100) === b.borderId && d.postcodes[0]?.startsWith('38'))).toBe(true);
    }
  });

  it('refuses a non-numeric province id', async () => {
    const res = await get('/api/provinces/abc/borders');
    expect(res.statusCode).toBe(400);
    // Only an answer is kept by browsers and proxies, never a refusal.
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/provinces/:provinceId/postals', () => {
  it('lists the distinct postcodes of a province', async () => {
    const postals = (await get('/api/provinces/50/postals')).json() as Array<{ postalCode: string }>;
    const codes = postals.map((p) => p.postalCode);
    expect(codes).toContain('50200');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => c.startsWith('50') || c.startsWith('58'))).toBe(true);
  });
});

describe('GET /api/postals/:term', () => {
  it('suggests Bangkok 101xx postcodes with province, border, district and outlet', async () => {
    const res = await get('/api/postals/101');
    expect(res.statusCode).toBe(200);
    const suggestions = res.json() as Suggestion[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(20);
    for (const s of suggestions) {
      expect(s.value).toMatch(/^101\d\d$/);
      expect(s.data.p).toEqual({ id: 10, name: 'กรุงเทพมหานคร' });
      expect(Math.floor(s.data.b.id / 100)).toBe(10);
      expect(Math.floor(s.data.d.id / 100)).toBe(s.data.b.id);
      expect(s.label).toBe(`${s.data.d.name} » ${s.data.b.name} » กรุงเทพมหานคร ${s.value}`);
      expect(s.data.o).toBe(s.value);
    }
    expect(suggestions.map((s) => s.label)).toContain('คลองเตย » คลองเตย » กรุงเทพมหานคร 10110');
  });

  it('answers an empty list below three digits and for non-digits', async () => {
    for (const term of ['1', '10', 'abc', '10a']) {
      const res = await get(`/api/postals/${term}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('points an institution postcode at the office that serves it', async () => {
    const suggestions = (await get('/api/postals/10303')).json() as Suggestion[];
    expect(suggestions[0]?.data.o).toBe('10300');
  });
});

describe('GET /api/postals/:postalId/verify', () => {
  it('accepts a postcode with its own office', async () => {
    const res = await get('/api/postals/50200/verify');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, postalCode: '50200', outletCode: '50200', replaced: false });
    expect(res.json().outletName).toMatch(/^ที่ทำการไปรษณีย์/);
  });

  it('replaces an institution postcode with its serving office code', async () => {
    const res = await get('/api/postals/10303/verify');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, postalCode: '10300', outletCode: '10300', replaced: true });
  });

  it('refuses unknown and malformed postcodes with INVALID_POSTCODE', async () => {
    for (const code of ['99999', '1011', 'abcde', '10301']) {
      const res = await get(`/api/postals/${code}/verify`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'INVALID_POSTCODE', message: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
    }
  });
});

describe('GET /api/outlets', () => {
  it('lists the central office and one post office per postcode, filtered by type', async () => {
    const all = (await get('/api/outlets')).json() as Array<{ outletCode: string; type: number; tel: string }>;
    expect(all.find((o) => o.outletCode === '000000')?.type).toBe(1);
    expect(all.find((o) => o.outletCode === '10110')).toMatchObject({ type: 3, tel: '1545' });
    expect(all.find((o) => o.outletCode === '10303')).toBeUndefined();

    const postOffices = (await get('/api/outlets?type=3')).json() as Array<{ type: number }>;
    expect(postOffices.length).toBe(all.length - 1);
    expect(postOffices.every((o) => o.type === 3)).toBe(true);
  });

  it('leaves the central office out of getnotcenter', async () => {
    const outlets = (await get('/api/outlets/getnotcenter')).json() as Array<{ outletCode: string }>;
    expect(outlets.length).toBeGreaterThan(900);
    expect(outlets.some((o) => o.outletCode === '000000')).toBe(false);
  });
});
