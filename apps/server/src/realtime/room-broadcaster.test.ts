import { describe, expect, it } from 'vitest';
import { RoomLimits } from '@quiz/contract/limits';
import { broadcastIntervalFor } from './room-broadcaster';

describe('broadcastIntervalFor', () => {
  it('sends a normal room its updates four times a second', () => {
    expect(broadcastIntervalFor(0)).toBe(250);
    expect(broadcastIntervalFor(RoomLimits.participantsMaxDefault)).toBe(250);
  });

  it('slows down as the room grows, so updates per second times listeners stays linear', () => {
    expect(broadcastIntervalFor(101)).toBe(500);
    expect(broadcastIntervalFor(1000)).toBe(2500);
    expect(broadcastIntervalFor(2000)).toBe(RoomLimits.broadcastIntervalMaxMs);
    // Deliveries per second for a room of n: n × 1000 / interval; per person it never grows past 4.
    for (const n of [10, 100, 500, 2000, 10_000]) expect(1000 / broadcastIntervalFor(n)).toBeLessThanOrEqual(4);
  });
});
