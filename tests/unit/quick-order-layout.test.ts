import { swapLayoutKeepingOthers } from '@/server/search/keyboard';

describe('an article typed on the other keyboard layout', () => {
  it('swaps letters, keeps digits and dashes, and reads б/ю keys as letters only between letters', () => {
    expect(swapLayoutKeepingOthers('cr-1.4ya-0009').toCyrillic).toBe('ск-1.4нф-0009');
    expect(swapLayoutKeepingOthers('cr-1/4ya-0009').toCyrillic).toBe('ск-1/4нф-0009');
    expect(swapLayoutKeepingOthers('ujkml,fyl-0001').toCyrillic).toBe('гольдбанд-0001');
    expect(swapLayoutKeepingOthers('СЕ-24-0001').toLatin).toBe('ct-24-0001');
  });
});
