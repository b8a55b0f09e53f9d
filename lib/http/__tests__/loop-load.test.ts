/** @jest-environment node */
import { LoopLoad } from '../loop-load';

describe('LoopLoad', () => {
  it('is busy after the loop ran code for a whole period, and calm again once it waited', async () => {
    // Each sample is handed to whoever waits for one. A fixed wait would make the test depend on the
    // machine's load (other test workers, a slow start), the samples themselves do not.
    let nextSample: (() => void) | undefined;
    const load: LoopLoad = new LoopLoad(0.5, () => nextSample?.(), 20);
    const sampled = () => new Promise<void>((resolve) => { nextSample = resolve; });
    const calmWithin = async (samples: number) => {
      for (let i = 0; i < samples && load.busy(); i += 1) await sampled();
      return !load.busy();
    };

    expect(await calmWithin(100)).toBe(true);
    const until = performance.now() + 120;
    while (performance.now() < until) { /* the loop runs code and waits for nothing */ }
    // The first sample after the block covers it whole: at least 120 of at most 140 ms were busy.
    await sampled();
    expect(load.busy()).toBe(true);
    expect(await calmWithin(100)).toBe(true);
  });
});
