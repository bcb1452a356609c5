//! The worker protocol's JSON by hand ([`crate::plain_json`]): the worker
//! reads the page's orders and writes its replies without `serde_json`,
//! which made up a fifth of its code; the page writes its orders and reads
//! the replies with the same code, which spares its modules serde's code
//! for these types.
//!
//! Written as serde writes these types (fields in declaration order, an
//! enum as `{"variant": value}` in lower case, a board as its faces, a
//! record's missing corner left out); read from that form. Tests check the
//! two against each other, doubles to the bit.

use super::worker_protocol::{DecideOrder, Decided, GameOrder, PairOrder, PairPlayed, WorkerOrder, WorkerReply};
use crate::analysis::review::{Pair, Question};
use crate::bench::{CornerRecord, DepthCost, GameRecord};
use crate::game::{parse_board, Board};
use crate::plain_json::{plain_struct, write_text, Fields, Json, ObjectWriter, PlainJson};
use crate::solver::{Decision, NodeCounts};

plain_struct! {
    GameOrder { config, run_seed, first, count }
    DecideOrder { config, board, seed, index }
    PairOrder { config, question, seed, game, index }
    Decided { index, decision }
    PairPlayed { index, pair }
    Decision { direction, values, depth, nodes }
    NodeCounts { max, chance, leaves }
    DepthCost { depth, moves, micros }
    CornerRecord { positions, first }
    Question { at, board, played, best, target }
    Pair { yours, solvers }
}

/// A record as serde writes it: its corner left out when it has none (and
/// read as none when missing).
impl PlainJson for GameRecord {
    fn write_json(&self, out: &mut String) {
        let record = ObjectWriter::new(out)
            .field("index", &self.index)
            .field("seed", &self.seed)
            .field("max_tile", &self.max_tile)
            .field("score", &self.score)
            .field("moves", &self.moves)
            .field("leaves", &self.leaves)
            .field("think_micros", &self.think_micros)
            .field("by_depth", &self.by_depth);
        match &self.corner {
            Some(corner) => record.field("corner", corner).end(),
            None => record.end(),
        }
    }

    fn read_json(json: &Json) -> Option<GameRecord> {
        let fields = Fields::of(
            json,
            &["index", "seed", "max_tile", "score", "moves", "leaves", "think_micros", "by_depth", "corner"],
        )?;
        Some(GameRecord {
            index: fields.get("index")?,
            seed: fields.get("seed")?,
            max_tile: fields.get("max_tile")?,
            score: fields.get("score")?,
            moves: fields.get("moves")?,
            leaves: fields.get("leaves")?,
            think_micros: fields.get("think_micros")?,
            by_depth: fields.get("by_depth")?,
            corner: fields.get("corner")?,
        })
    }
}

/// A board as its sixteen faces, as serde writes it.
impl PlainJson for Board {
    fn write_json(&self, out: &mut String) {
        write_text(&self.to_faces_string(), out);
    }

    fn read_json(json: &Json) -> Option<Board> {
        let Json::Text(text) = json else { return None };
        parse_board(text).ok()
    }
}

/// An enum whose variants each hold one value, as serde writes it with
/// `rename_all = "lowercase"`: `{"name": value}`.
macro_rules! tagged_enum {
    ($($t:ident { $($variant:ident: $name:literal),* $(,)? })*) => {$(
        impl PlainJson for $t {
            fn write_json(&self, out: &mut String) {
                let writer = ObjectWriter::new(out);
                match self {
                    $($t::$variant(value) => writer.field($name, value).end(),)*
                }
            }

            fn read_json(json: &Json) -> Option<$t> {
                let Json::Object(fields) = json else { return None };
                let [(name, value)] = fields.as_slice() else { return None };
                match name.as_str() {
                    $($name => PlainJson::read_json(value).map($t::$variant),)*
                    _ => None,
                }
            }
        }
    )*};
}

tagged_enum! {
    WorkerOrder { Game: "game", Decide: "decide", Pair: "pair" }
    WorkerReply { Ready: "ready", Played: "played", Decided: "decided", Paired: "paired", Error: "error" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::review::DEFAULT_GAMES;
    use crate::bench::{play_game, StoppedClock, SystemClock};
    use crate::game::Direction;
    use crate::plain_json::{from_text, to_text};
    use crate::solver::{Preset, Solver, SolverConfig};
    use proptest::prelude::*;
    use serde::de::DeserializeOwned;
    use serde::Serialize;
    use std::fmt::Debug;

    /// Written by hand as serde writes it, and read back by both.
    fn same_as_serde<T: PlainJson + Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) {
        let by_hand = to_text(value);
        assert_eq!(by_hand, serde_json::to_string(value).unwrap());
        assert_eq!(&serde_json::from_str::<T>(&by_hand).unwrap(), value);
        assert_eq!(&from_text::<T>(&by_hand).unwrap(), value);
    }

    /// What the page sends (written by serde) read by hand to the same order,
    /// and what a worker replies (written by hand) read by serde to the
    /// same reply, doubles to the bit.
    fn order_read_by_hand(order: &WorkerOrder) {
        let text = serde_json::to_string(order).unwrap();
        let read: WorkerOrder = from_text(&text).unwrap();
        assert_eq!(serde_json::to_string(&read).unwrap(), text);
        assert_eq!(to_text(&read), text);
    }

    fn reply_read_by_serde(reply: &WorkerReply) -> String {
        let text = to_text(reply);
        // Debug prints each double's shortest digits, its sign included:
        // equal only if equal to the bit.
        let read: WorkerReply = serde_json::from_str(&text).unwrap();
        assert_eq!(format!("{read:?}"), format!("{reply:?}"), "{text}");
        let read: WorkerReply = from_text(&text).unwrap();
        assert_eq!(format!("{read:?}"), format!("{reply:?}"), "{text}");
        text
    }

    fn question() -> Question {
        Question {
            at: 17,
            board: Board::from_exponents([1, 2, 3, 0, 4, 0, 0, 1, 11, 0, 0, 0, 2, 2, 0, 5]),
            played: Direction::Left,
            best: Direction::Down,
            target: 2048,
        }
    }

    #[test]
    fn every_order_the_page_sends_reads_by_hand() {
        for preset in Preset::ALL {
            let config = preset.config();
            order_read_by_hand(&WorkerOrder::Game(GameOrder {
                config: config.clone(),
                run_seed: u64::MAX,
                first: 3,
                count: 40,
            }));
            order_read_by_hand(&WorkerOrder::Decide(DecideOrder {
                config: config.clone(),
                board: question().board.raw(),
                seed: 1 << 63,
                index: 9,
            }));
            order_read_by_hand(&WorkerOrder::Pair(PairOrder {
                config,
                question: question(),
                seed: 5,
                game: DEFAULT_GAMES - 1,
                index: 2,
            }));
        }
    }

    #[test]
    fn the_replies_of_real_work_are_serde_s_text() {
        let solver = Solver::new(SolverConfig::article()).unwrap();
        let records: Vec<GameRecord> = (0..3).map(|i| play_game(&solver, 7, i, &StoppedClock)).collect();
        assert!(records.iter().any(|r| r.corner.is_some()));
        let board = question().board;
        let decision = solver.decide(board, 3);
        // Timed games: doubles of all 17 digits, to the bit (their text may
        // differ from serde's in the last digit where two are as short).
        let timed: Vec<GameRecord> = (0..2).map(|i| play_game(&solver, 7, i, &SystemClock::new())).collect();
        assert!(timed.iter().all(|r| r.think_micros > 0.0));
        reply_read_by_serde(&WorkerReply::Played(timed));
        for value in [
            WorkerReply::Ready("0123456789abcdef".into()),
            WorkerReply::Played(records.clone()),
            WorkerReply::Played(Vec::new()),
            WorkerReply::Decided(Decided { index: 4, decision: decision.clone() }),
            WorkerReply::Decided(Decided { index: 0, decision: solver.decide(Board::from_exponents([1; 16]), 3) }),
            WorkerReply::Paired(PairPlayed { index: 1, pair: question().pair(&solver, 5, 0) }),
            WorkerReply::Error("an \"order\"\nthe worker\u{1} cannot read".into()),
        ] {
            assert_eq!(reply_read_by_serde(&value), serde_json::to_string(&value).unwrap());
        }
        same_as_serde(&decision);
        for record in &records {
            same_as_serde(&GameRecord { think_micros: 1234.5, by_depth: Vec::new(), ..record.clone() });
        }
        same_as_serde(&question());
    }

    fn any_double() -> impl Strategy<Value = f64> {
        prop_oneof![any::<u64>().prop_map(f64::from_bits).prop_filter("finite", |x| x.is_finite()), 0.0..1e9f64]
    }

    prop_compose! {
        fn any_record()(
            index in any::<u64>(), seed in any::<u64>(), max_tile in any::<u32>(), score in any::<u64>(),
            moves in any::<u32>(), leaves in any::<u64>(), think_micros in any_double(),
            by_depth in proptest::collection::vec((any::<u8>(), any::<u64>(), any_double()), 0..4),
            corner in proptest::option::of((any::<u32>(), any::<u32>())),
        ) -> GameRecord {
            GameRecord {
                index, seed, max_tile, score, moves, leaves, think_micros,
                by_depth: by_depth.into_iter().map(|(depth, moves, micros)| DepthCost { depth, moves, micros }).collect(),
                corner: corner.map(|(positions, first)| CornerRecord { positions, first }),
            }
        }
    }

    proptest! {
        #[test]
        fn any_records_reach_the_page_to_the_bit(records in proptest::collection::vec(any_record(), 0..4)) {
            reply_read_by_serde(&WorkerReply::Played(records));
        }

        #[test]
        fn any_decision_reaches_the_page_to_the_bit(
            direction in proptest::option::of(0..4usize),
            values in proptest::array::uniform4(proptest::option::of(any_double())),
            depth in any::<u8>(),
            (max, chance, leaves) in any::<(u64, u64, u64)>(),
            index in any::<usize>(),
        ) {
            let decision = Decision {
                direction: direction.map(|d| Direction::ALL[d]),
                values,
                depth,
                nodes: NodeCounts { max, chance, leaves },
            };
            reply_read_by_serde(&WorkerReply::Decided(Decided { index, decision }));
        }

        #[test]
        fn any_order_reads_by_hand(seed in any::<u64>(), first in any::<u64>(), count in any::<u64>(), preset in 0..Preset::ALL.len()) {
            let config = Preset::ALL[preset].config();
            order_read_by_hand(&WorkerOrder::Game(GameOrder { config, run_seed: seed, first, count }));
        }
    }

    #[test]
    fn text_that_is_no_order_is_refused() {
        let order = serde_json::to_string(&WorkerOrder::Decide(DecideOrder {
            config: SolverConfig::article(),
            board: 0,
            seed: 0,
            index: 0,
        }))
        .unwrap();
        for text in [
            "",
            "{}",
            "null",
            r#"{"play":{}}"#,
            &order.replace("decide", "Decide"),
            &format!("{{\"game\":1,{}", &order[1..]),
            &order.replace("\"seed\":0", "\"seed\":-1"),
            &order[..order.len() - 1],
        ] {
            assert!(from_text::<WorkerOrder>(text).is_none(), "{text}");
            assert!(serde_json::from_str::<WorkerOrder>(text).is_err(), "{text}");
        }
    }
}
