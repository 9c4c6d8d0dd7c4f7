// The admin forms' strict number fields: what a browser posts is taken, anything else is NaN,
// which the use-case refuses naming the field.
import { describe, expect, it } from 'vitest';
import { formCents, formInt } from './forms.server';

const form = (value: string) => {
  const data = new FormData();
  data.set('v', value);
  return data;
};

describe('admin form fields', () => {
  it('reads euros as a number field posts them, in cents', () => {
    expect(formCents(form('250'), 'v')).toBe(25_000);
    expect(formCents(form('250.5'), 'v')).toBe(25_050);
    expect(formCents(form('250.05'), 'v')).toBe(25_005);
    expect(formCents(form('0.01'), 'v')).toBe(1);
    expect(formCents(form('0'), 'v')).toBe(0);
  });

  it('refuses what a number field does not post', () => {
    for (const bad of ['', ' 250', '250,50', '-1', '+1', '1e3', '10.505', '.5', '5.', '0x10']) {
      expect(formCents(form(bad), 'v'), bad).toBeNaN();
    }
    expect(formCents(new FormData(), 'v')).toBeNaN();
  });

  it('reads whole numbers strictly', () => {
    expect(formInt(form('12'), 'v')).toBe(12);
    for (const bad of [' 12', '+12', '1e1', '0x4', '1.0'])
      expect(formInt(form(bad), 'v')).toBeNaN();
  });
});
