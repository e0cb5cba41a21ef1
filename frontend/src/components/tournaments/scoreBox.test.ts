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

describe('score boxes of two digits (points and timed modes)', () => {
  it('take up to the maximum and refuse a third digit or a score above it', () => {
    expect(scoreEdit('1', '13', 24)).toEqual({ digits: '13', refused: false });
    expect(scoreEdit('2', '25', 24)).toEqual({ digits: '2', refused: true });
    expect(scoreEdit('24', '240', 24)).toEqual({ digits: '24', refused: true });
    expect(scoreEdit('9', '99', 99)).toEqual({ digits: '99', refused: false });
    expect(scoreEdit('99', '991', 99)).toEqual({ digits: '99', refused: true });
  });
});
