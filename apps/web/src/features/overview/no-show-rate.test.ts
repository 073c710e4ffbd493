import { describe, expect, it } from 'vitest';
import { formatRate } from './no-show-rate';
import { overviewText } from './overview-messages';

describe('no-show texts', () => {
  it('shows a rate as a percentage to a tenth', () => {
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(0.333)).toBe('33.3%');
  });

  it('says how many started appointments were missed', () => {
    expect(overviewText.noShowDetail({ noShows: 1, started: 1 })).toBe('1 of 1 started appointment missed');
    expect(overviewText.noShowDetail({ noShows: 1, started: 4 })).toBe('1 of 4 started appointments missed');
  });
});
