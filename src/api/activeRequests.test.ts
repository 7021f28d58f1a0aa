import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeRequestCount, onActiveRequests, trackRequest } from './activeRequests';

afterEach(() => vi.useRealTimers());

describe('the active-request tracker', () => {
  it('releases a request one second after its response, once', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = onActiveRequests((n) => seen.push(n));
    const release = trackRequest();
    expect(activeRequestCount()).toBe(1);
    release();
    release(); // a second release of the same request changes nothing
    vi.advanceTimersByTime(999);
    expect(activeRequestCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(activeRequestCount()).toBe(0);
    expect(seen).toEqual([1, 0]);
    stop();
  });
});
