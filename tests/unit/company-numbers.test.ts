import { describe, expect, it } from 'vitest';
import {
  checkInn,
  checkUnp,
  innSchema,
  TEXT_INN_CHECKSUM,
  TEXT_UNP_CHECKSUM,
  TEXT_UNP_FORMAT,
  unpSchema,
} from '@/lib/api/contract/company-numbers';
import { buildCompanies } from '@/demo/directory';
import { createRng } from '@/demo/random';

describe('УНП (issue #13)', () => {
  it('accepts numbers whose check digit matches', () => {
    for (const unp of ['192736453', '191584025', '191234563', '200988541', '190000005'])
      expect(checkUnp(unp), unp).toBe('ok');
  });

  it('refuses a wrong check digit, a wrong length and a region that does not exist', () => {
    expect(checkUnp('200988542')).toBe('checksum');
    expect(checkUnp('190000001')).toBe('checksum');
    expect(checkUnp('19273645')).toBe('format');
    expect(checkUnp('1927364530')).toBe('format');
    expect(checkUnp('892736453')).toBe('format');
    expect(checkUnp('19273645X')).toBe('format');
  });

  it('refuses a number whose weighted sum leaves 10', () => {
    // 1·29 + 1·3 = 32 ≡ 10 (mod 11): no check digit fits.
    const body = '10000001';
    for (let d = 0; d <= 9; d++) expect(checkUnp(`${body}${d}`)).toBe('checksum');
  });

  it('reads an entrepreneur’s lettered УНП in Latin or Cyrillic', () => {
    expect(checkUnp('MA1953684')).toBe('ok');
    expect(checkUnp('МА1953684')).toBe('ok');
    expect(checkUnp('УНП ма 1953684')).toBe('ok');
    expect(checkUnp('MA1953685')).toBe('checksum');
    expect(checkUnp('ZZ1953684')).toBe('format');
    expect(unpSchema.parse(' МА1953684 ')).toBe('MA1953684');
  });

  it('gives the field message of the wrong part', () => {
    expect(unpSchema.safeParse('190000001').error?.issues[0]?.message).toBe(TEXT_UNP_CHECKSUM);
    expect(unpSchema.safeParse('12345').error?.issues[0]?.message).toBe(TEXT_UNP_FORMAT);
  });

  it('accepts every УНП and ИНН of the demo directory', () => {
    const companies = buildCompanies(createRng(13));
    for (const c of companies) {
      if (c.unp) expect(checkUnp(c.unp), c.unp).toBe('ok');
      if (c.inn) expect(checkInn(c.inn), c.inn).toBe('ok');
    }
    expect(companies.filter((c) => c.inn).length).toBeGreaterThan(0);
  });
});

describe('ИНН (issue #13)', () => {
  it('checks the one check digit of an organisation’s 10 digits', () => {
    expect(checkInn('7707083893')).toBe('ok');
    expect(checkInn('7728123459')).toBe('ok');
    expect(checkInn('7707083894')).toBe('checksum');
    expect(checkInn('7728123456')).toBe('checksum');
  });

  it('checks both check digits of a person’s 12 digits', () => {
    expect(checkInn('500100732259')).toBe('ok');
    expect(checkInn('890202571782')).toBe('ok');
    expect(checkInn('500100732258')).toBe('checksum');
    expect(checkInn('500100732269')).toBe('checksum');
  });

  it('refuses other lengths and letters', () => {
    expect(checkInn('77070838')).toBe('format');
    expect(checkInn('77070838931')).toBe('format');
    expect(checkInn('77070838a3')).toBe('format');
    expect(innSchema.safeParse('7707083894').error?.issues[0]?.message).toBe(TEXT_INN_CHECKSUM);
  });
});
