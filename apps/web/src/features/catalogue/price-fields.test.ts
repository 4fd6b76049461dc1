import { describe, expect, it } from 'vitest';
import { changeGross, changeNet, netPrice, priceFieldsOf } from './price-fields';

describe('price field pairs (spec part 2 §5)', () => {
  it('adds VAT to a typed net price and rounds to whole kroner', () => {
    expect(changeNet(100, 15)).toEqual({ net: 100, gross: 115 });
    expect(changeNet(129.57, 15)).toEqual({ net: 129.57, gross: 149 });
    expect(changeNet(119.2, 25)).toEqual({ net: 119.2, gross: 149 });
  });

  it('takes VAT out of a typed gross price and rounds to two decimals', () => {
    expect(changeGross(149, 15)).toEqual({ net: 129.57, gross: 149 });
    expect(changeGross(149, 25)).toEqual({ net: 119.2, gross: 149 });
  });

  it('keeps what is being typed and empties the other field of an empty input', () => {
    expect(changeNet('', 15)).toEqual({ net: '', gross: '' });
    expect(changeGross('', 25)).toEqual({ net: '', gross: '' });
    expect(changeNet('12,5', 15)).toEqual({ net: '12,5', gross: 14 });
  });

  it('shows a stored price with VAT', () => {
    expect(priceFieldsOf(173.04, 15)).toEqual({ net: 173.04, gross: 199 });
  });

  it('sends an empty price as 0 and an unreadable one as NaN', () => {
    expect(netPrice({ net: '', gross: '' })).toBe(0);
    expect(netPrice({ net: 12.5, gross: 14 })).toBe(12.5);
    expect(netPrice({ net: 'abc', gross: '' })).toBeNaN();
  });
});
