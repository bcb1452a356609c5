//! The benchmark's runs as CSV, as RFC 4180 writes it: every game of every
//! run a line, the run's label and preset always quoted (with their quotes
//! doubled, so a comma or a quote in them stays in its field), lines ending
//! in CRLF.

use crate::bench::Report;

/// `runs` (each a label and its report) as CSV.
pub fn runs_csv<'a>(runs: impl Iterator<Item = (&'a str, &'a Report)>) -> String {
    let mut out = String::from("run,preset,run_seed,game,game_seed,max_tile,score,moves,leaves,think_micros\r\n");
    for (label, report) in runs {
        let (label, preset) = (label.replace('"', "\"\""), report.preset.replace('"', "\"\""));
        for r in &report.records {
            out += &format!(
                "\"{label}\",\"{preset}\",{},{},{},{},{},{},{},{:.1}\r\n",
                report.seed, r.index, r.seed, r.max_tile, r.score, r.moves, r.leaves, r.think_micros
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{DepthCost, GameRecord, RunInfo};
    use crate::solver::SolverConfig;

    #[test]
    fn a_label_or_preset_with_a_comma_or_quote_stays_one_field() {
        let record = GameRecord {
            index: 0,
            seed: crate::bench::game_seed(1, 0),
            max_tile: 2,
            score: 0,
            moves: 1,
            leaves: 3,
            think_micros: 12.34,
            by_depth: vec![DepthCost { depth: 3, moves: 1, micros: 12.34 }],
            corner: None,
        };
        let info = RunInfo { preset: "my, \"odd\" preset".into(), seed: 1, config: SolverConfig::article() };
        let report = Report::new(info, vec![record]);
        let csv = runs_csv([("yours (a, b)", &report)].into_iter());
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(lines[0], "run,preset,run_seed,game,game_seed,max_tile,score,moves,leaves,think_micros");
        assert_eq!(
            lines[1],
            format!("\"yours (a, b)\",\"my, \"\"odd\"\" preset\",1,0,{},2,0,1,3,12.3", crate::bench::game_seed(1, 0))
        );
        assert_eq!(lines[2], "", "every line ends in CRLF");
    }
}
