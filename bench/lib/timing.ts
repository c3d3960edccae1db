// Shared by the benches (bench/lib is not itself a bench: bench/index.ts runs only bench/*.ts).
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Interleaved rounds so drift and GC hit every variant alike; per variant the median of per-call means (ms). */
export function timeAll(fns: (() => unknown)[], calls: number, rounds: number): number[] {
  for (const fn of fns) for (let i = 0; i < calls; i++) fn();
  const samples: number[][] = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, k) => {
      const t0 = performance.now();
      for (let i = 0; i < calls; i++) fn();
      samples[k]!.push((performance.now() - t0) / calls);
    });
  }
  return samples.map(median);
}
