/** @jest-environment node */
import { LoopLoad } from '../loop-load';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LoopLoad', () => {
  it('is busy after the loop ran code for a whole period, and calm again once it waited', async () => {
    const samples: boolean[] = [];
    const load: LoopLoad = new LoopLoad(0.5, () => samples.push(load.busy()), 20);
    await wait(60);
    expect(load.busy()).toBe(false);
    const until = performance.now() + 120;
    while (performance.now() < until) { /* the loop runs code and waits for nothing */ }
    await wait(5);
    expect(load.busy()).toBe(true);
    await wait(100);
    expect(load.busy()).toBe(false);
    expect(samples).toContain(true);
  });
});
