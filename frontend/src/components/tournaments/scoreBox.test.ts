import { describe, expect, it } from 'vitest';
import { scoreEdit } from './scoreBox';

describe('a score box', () => {
  it('holds the one digit typed, and nothing else', () => {
    expect(scoreEdit('', '7')).toEqual({ digits: '7', refused: false });
    expect(scoreEdit('', 'a')).toEqual({ digits: '', refused: false });
    expect(scoreEdit('3', '')).toEqual({ digits: '', refused: false });
  });

  it('refuses a second digit and keeps what it held: "12" never shows', () => {
    expect(scoreEdit('1', '12')).toEqual({ digits: '1', refused: true });
    expect(scoreEdit('', '10')).toEqual({ digits: '', refused: true });
    expect(scoreEdit('4', '4 5')).toEqual({ digits: '4', refused: true });
  });
});
