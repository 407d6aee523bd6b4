import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleLeg, sampleOrder, sampleParlay } from '../../../tests/support/order-fixtures';
import { Order } from '../../api/provider/order-schemas';
import {
  betKind,
  isOpen,
  legResultWord,
  optionWithLine,
  orderStatusWord,
  payout,
  potentialReturn,
  reservationStatusWord,
  statusTone,
} from './order-text';
import { DEFAULT_PERSONAL_TAB, personalTabOf } from './personal-tabs';

const order = (overrides: Record<string, unknown> = {}) => v.parse(Order, sampleOrder('1', overrides));

describe('order words', () => {
  it('says the state before settlement and the outcome after it', () => {
    expect([0, 1, 4, 2, 3].map((st) => orderStatusWord(order({ st })))).toEqual([
      'created',
      'confirming',
      'confirmed',
      'rejected',
      'cancelled',
    ]);
    expect(orderStatusWord(order({ st: 5, uwl: 85_000 }))).toBe('won');
    expect(orderStatusWord(order({ st: 5, uwl: -100_000 }))).toBe('lost');
    expect(orderStatusWord(order({ st: 5, uwl: 0 }))).toBe('void');
    expect(orderStatusWord(order({ st: 5, uwl: null }))).toBe('settled');
    expect(orderStatusWord(order({ st: 5, uwl: -10_000, co: 1 }))).toBe('cashedOut');
    expect(statusTone('won')).toBe('good');
    expect(statusTone('lost')).toBe('bad');
    expect(statusTone('confirming')).toBe('pending');
    expect(statusTone('void')).toBe('neutral');
    expect(isOpen(order({ st: 4 }))).toBe(true);
    expect(isOpen(order({ st: 5 }))).toBe(false);
  });

  it('names each leg result, an unknown one as open', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((re) => legResultWord({ re }))).toEqual([
      'open',
      'won',
      'lost',
      'void',
      'halfWon',
      'halfLost',
      'open',
    ]);
  });

  it('tells singles, parlays and system bets from the series value', () => {
    expect(betKind(order())).toEqual({ key: 'single' });
    const parlay = v.parse(Order, sampleParlay());
    expect(betKind(parlay)).toEqual({ key: 'parlay', legs: 2 });
    const three = { ops: [...parlay.ops, parlay.ops[0]!] };
    expect(betKind({ ...three, sn: 3001, in: 1 })).toEqual({ key: 'parlay', legs: 3 });
    expect(betKind({ ...three, sn: 2003, in: 3 })).toEqual({ key: 'system', size: 2, legs: 3, bets: 3 });
    expect(betKind({ ...three, sn: 2003, in: null })).toEqual({ key: 'system', size: 2, legs: 3, bets: 3 });
    expect(betKind({ ...three, sn: null, in: null })).toEqual({ key: 'parlay', legs: 3 });
  });

  it('potential return and payout', () => {
    expect(potentialReturn(order({ mwa: 185_000 }))).toBe(185_000);
    expect(potentialReturn(order({ mwa: null, sa: 100, od: 1.855 }))).toBe(185.5);
    expect(payout(order({ uwl: 85_000 }))).toBe(185_000);
    expect(payout(order({ uwl: null }))).toBeNull();
  });

  it('reservation status words, an unknown one never waiting', () => {
    expect([0, 1, 2, 3, 7].map((st) => reservationStatusWord({ st }))).toEqual([
      'waiting',
      'filled',
      'cancelled',
      'expired',
      'expired',
    ]);
  });

  it('adds the line to an option that does not say it already', () => {
    expect(optionWithLine('Over', '2.5')).toBe('Over 2.5');
    expect(optionWithLine('Hà Nội FC -0.5', '-0.5')).toBe('Hà Nội FC -0.5');
    expect(optionWithLine('Draw', null)).toBe('Draw');
    expect(optionWithLine(String(sampleLeg()['on']), '')).toBe('Hà Nội FC');
  });

  it('picks the tab from the route id, anything else the default', () => {
    expect(personalTabOf('reserve')).toBe('reserve');
    expect(personalTabOf('games')).toBe('games');
    expect(personalTabOf('1001')).toBe(DEFAULT_PERSONAL_TAB);
    expect(personalTabOf(undefined)).toBe('bets');
  });
});
