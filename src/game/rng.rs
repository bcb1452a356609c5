//! Seeded randomness that replays the same way natively and in wasm.
//!
//! Everything random in Lookahead (spawns, and the solver's sampling of empty
//! cells) draws from a [`SeededRng`]: PCG-32 (O'Neill's PCG-XSH-RR 64/32, a
//! 64-bit linear congruential state with a permuted 32-bit output), a named
//! generator whose stream depends only on its seed, never on the platform's
//! word size. It is written out here, a dozen lines, rather than borrowed:
//! the search draws from it at every sampled chance node, so it must inline
//! into the search at full optimisation, and its exact arithmetic (seeding
//! included, which follows `rand_core`'s `seed_from_u64`) is pinned down in
//! one place. The two draws we need are written here too.
//!
//! Why PCG-32. Until 2026-12-03 the generator was PCG-64 MCG, whose step is
//! a 128-bit multiply: three machine multiplies natively, but seven in wasm,
//! which has no 64 × 64 → 128 multiply, and every sampled chance node draws
//! up to six numbers. PCG-32's step is one 64-bit multiply and an add, the
//! same in both. Over the same 5,751 positions the page's worker (V8) runs
//! 5.5% fewer instructions per decision, natively no change (callgrind). The
//! stream changed once, on purpose, with every golden value recorded anew
//! (`tests/golden.rs`).

use serde::{Deserialize, Serialize};

/// The generator's name, as files that depend on its stream record it (a
/// benchmark report's games replay only under the generator that dealt them).
pub const GENERATOR: &str = "pcg32";

/// PCG-32's multiplier (the same as `rand_pcg::Pcg32`'s).
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// A seeded generator with the two draws the game and the solver use.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeededRng {
    state: u64,
    /// The stream's increment (odd), fixed by the seed.
    increment: u64,
}

impl SeededRng {
    /// A generator whose whole stream is fixed by `seed`: the state and the
    /// increment are filled from four outputs of PCG-32 run from `seed` with
    /// a fixed increment, low word first (what `rand_core`'s
    /// `seed_from_u64` does), the increment made odd; then, as `rand_pcg`
    /// does, the increment is added and one step taken.
    pub fn new(seed: u64) -> SeededRng {
        const INCREMENT: u64 = 11_634_580_027_462_260_723;
        let mut seeder = SeededRng { state: seed, increment: INCREMENT };
        let mut word = || {
            seeder.step();
            output(seeder.state)
        };
        let (state, increment) = (word_pair(&mut word), word_pair(&mut word) | 1);
        let mut rng = SeededRng { state: state.wrapping_add(increment), increment };
        rng.step();
        rng
    }

    /// Advances the state one step.
    #[inline(always)]
    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(self.increment);
    }

    /// The next 32 random bits: the output of the current state, which
    /// then steps.
    #[inline(always)]
    fn next_u32(&mut self) -> u32 {
        let state = self.state;
        self.step();
        output(state)
    }

    /// The next 64 random bits: two outputs, the first the low half.
    #[inline(always)]
    fn next_u64(&mut self) -> u64 {
        word_pair(&mut || self.next_u32())
    }

    /// A uniform integer in `0..n` (Lemire's multiply-and-reject method, so
    /// there is no modulo bias). `n` must be at least 1.
    ///
    /// Where the build optimises for speed it is always inlined: V8 saves
    /// every live register around a call, several times per chance node.
    #[cfg_attr(optimised_for_speed, inline(always))]
    #[cfg_attr(not(optimised_for_speed), inline)]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0, "below(0) has no value to return");
        let mut product = u64::from(self.next_u32()) * u64::from(n);
        if (product as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (product as u32) < threshold {
                product = u64::from(self.next_u32()) * u64::from(n);
            }
        }
        (product >> 32) as u32
    }

    /// Puts `items` in a uniformly random order (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u32 + 1) as usize);
        }
    }

    /// A uniform `f64` in `[0, 1)` with 53 random bits.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// PCG-32's output of a state: a xorshift of its high bits, rotated by
/// its top five (XSH RR).
#[inline(always)]
fn output(state: u64) -> u32 {
    let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
    xorshifted.rotate_right((state >> 59) as u32)
}

/// Two 32-bit words as one 64-bit word, the first the low half.
fn word_pair(word: &mut impl FnMut() -> u32) -> u64 {
    let low = word();
    u64::from(low) | u64::from(word()) << 32
}

/// A well-mixed seed for item `index` of a family seeded by `seed` (for
/// example game `i` of a benchmark, or the decision at move `m` of a game).
/// SplitMix64's finaliser, so neighbouring indexes give unrelated streams.
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stream is part of the product: a saved seed must replay the same
    /// game forever. These values were recorded once (tests/golden.rs holds
    /// more); if they change, every shared game and benchmark changes too.
    #[test]
    fn stream_is_pinned() {
        let mut rng = SeededRng::new(1);
        let draws: Vec<u32> = (0..6).map(|_| rng.below(16)).collect();
        assert_eq!(draws, [3, 7, 12, 1, 15, 2], "the first cells drawn from seed 1");
    }

    /// Our generator is PCG-32 exactly as `rand_pcg` has it, seeding
    /// included: a named generator, checked against another's code.
    #[test]
    fn same_stream_as_rand_pcg() {
        use rand_core::{RngCore, SeedableRng};
        for seed in [0, 1, 7, 42, u64::MAX, 0xD1CE_D1CE_D1CE_D1CE] {
            let mut ours = SeededRng::new(seed);
            let mut theirs = rand_pcg::Pcg32::seed_from_u64(seed);
            for _ in 0..1000 {
                assert_eq!(ours.next_u32(), theirs.next_u32(), "seed {seed}");
                assert_eq!(ours.next_u64(), theirs.next_u64(), "seed {seed}");
            }
        }
    }

    #[test]
    fn below_covers_its_range_evenly() {
        let mut rng = SeededRng::new(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        // Each bucket expects 10,000; 5 standard deviations is about ±460.
        assert!(counts.iter().all(|&c| (9_500..10_500).contains(&c)), "{counts:?}");
    }

    #[test]
    fn unit_is_in_range_and_near_half_on_average() {
        let mut rng = SeededRng::new(3);
        let draws: Vec<f64> = (0..100_000).map(|_| rng.unit()).collect();
        assert!(draws.iter().all(|&x| (0.0..1.0).contains(&x)));
        let mean = draws.iter().sum::<f64>() / draws.len() as f64;
        assert!((mean - 0.5).abs() < 0.005, "{mean}");
    }

    #[test]
    fn derived_seeds_differ() {
        let seeds: std::collections::HashSet<u64> = (0..1000).map(|i| derive_seed(1, i)).collect();
        assert_eq!(seeds.len(), 1000);
        assert_ne!(derive_seed(1, 0), derive_seed(2, 0));
    }
}
