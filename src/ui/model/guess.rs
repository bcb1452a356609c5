//! Guess first: the reader picks a move before the solver's choice is
//! shown, then sees where the pick ranks and by how much it falls short.

use super::format::shown_gap;
use crate::game::Direction;
use crate::solver::Decision;

/// How a guess compares with the solver's decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GuessOutcome {
    pub guess: Direction,
    /// The solver's choice.
    pub chosen: Direction,
    /// 1 for the best value; moves worth the same share a rank.
    pub rank: usize,
    /// Legal moves at this decision.
    pub legal: usize,
    /// How much less the guess is worth than the choice (0 when it agrees),
    /// as the page prints the two values (see [`shown_gap`]).
    pub shortfall: f64,
}

impl GuessOutcome {
    /// The solver would play the guess (ties go to the solver's order, so
    /// a guess worth exactly as much as the choice, but later in the order,
    /// is ranked first yet not the move played).
    pub fn agrees(&self) -> bool {
        self.guess == self.chosen
    }
}

/// Judges `guess` against `decision`; `None` if the guess is illegal or
/// there was nothing to decide.
pub fn judge(decision: &Decision, guess: Direction) -> Option<GuessOutcome> {
    let chosen = decision.direction?;
    let value = decision.value(guess)?;
    let best = decision.value(chosen)?;
    let legal: Vec<f64> = decision.values.iter().flatten().copied().collect();
    let rank = 1 + legal.iter().filter(|&&other| other > value).count();
    Some(GuessOutcome { guess, chosen, rank, legal: legal.len(), shortfall: shown_gap(best, value) })
}

/// The reader's record over the decisions they guessed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub guessed: u32,
    pub agreed: u32,
}

impl Tally {
    pub fn add(&mut self, verdict: &GuessOutcome) {
        self.guessed += 1;
        self.agreed += u32::from(verdict.agrees());
    }

    /// "You agreed with the solver on 7 of 10 moves."
    pub fn sentence(&self) -> String {
        let moves = if self.guessed == 1 { "move" } else { "moves" };
        format!("You agreed with the solver on {} of {} {moves}.", self.agreed, self.guessed)
    }
}

/// "1st", "2nd", "3rd", "4th".
pub fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::NodeCounts;

    fn decision(values: [Option<f64>; 4], direction: Option<Direction>) -> Decision {
        Decision { direction, values, depth: 4, nodes: NodeCounts::default() }
    }

    #[test]
    fn a_guess_is_ranked_against_the_values() {
        // down 10, right illegal, left 30, up 20: the solver plays left.
        let d = decision([Some(10.0), None, Some(30.0), Some(20.0)], Some(Direction::Left));
        let verdict = judge(&d, Direction::Up).unwrap();
        assert_eq!((verdict.rank, verdict.legal, verdict.shortfall), (2, 3, 10.0));
        assert!(!verdict.agrees());
        let verdict = judge(&d, Direction::Left).unwrap();
        assert_eq!((verdict.rank, verdict.shortfall), (1, 0.0));
        assert!(verdict.agrees());
        assert_eq!(judge(&d, Direction::Right), None, "an illegal guess is not judged");
        assert_eq!(judge(&decision([None; 4], None), Direction::Up), None);
    }

    #[test]
    fn a_tie_shares_the_rank_but_not_the_move() {
        let d = decision([Some(5.0), Some(5.0), None, None], Some(Direction::Down));
        let verdict = judge(&d, Direction::Right).unwrap();
        assert_eq!((verdict.rank, verdict.shortfall), (1, 0.0));
        assert!(!verdict.agrees());
    }

    #[test]
    fn the_tally_counts_agreements() {
        let d = decision([Some(1.0), Some(2.0), None, None], Some(Direction::Right));
        let mut tally = Tally::default();
        tally.add(&judge(&d, Direction::Right).unwrap());
        assert_eq!(tally.sentence(), "You agreed with the solver on 1 of 1 move.");
        tally.add(&judge(&d, Direction::Down).unwrap());
        assert_eq!(tally.sentence(), "You agreed with the solver on 1 of 2 moves.");
        assert_eq!([1, 2, 3, 4].map(ordinal), ["1st", "2nd", "3rd", "4th"]);
    }
}
