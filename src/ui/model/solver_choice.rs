//! Which solver a view runs: the reader's own settings, or one of the
//! standard presets. One choice for the Benchmark and the Compare view.

use crate::solver::{Preset, ValidConfig};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverChoice {
    /// The settings in force (the article's knobs, the Heuristic view).
    Yours,
    Preset(Preset),
}

impl SolverChoice {
    /// Every choice: the reader's settings first, then the presets.
    pub fn all() -> impl Iterator<Item = SolverChoice> {
        std::iter::once(SolverChoice::Yours).chain(Preset::ALL.into_iter().map(SolverChoice::Preset))
    }

    /// Its value in a menu: a preset's name, or "custom" for the reader's
    /// settings (as a report names settings that are no preset).
    pub fn key(self) -> &'static str {
        match self {
            SolverChoice::Yours => "custom",
            SolverChoice::Preset(preset) => preset.name(),
        }
    }

    /// The choice whose [`SolverChoice::key`] is `key`, if any.
    pub fn from_key(key: &str) -> Option<SolverChoice> {
        SolverChoice::all().find(|c| c.key() == key)
    }

    /// Its name in a sentence: "your settings", "no-trades (both speed
    /// trades eased)".
    pub fn label(self) -> String {
        match self {
            SolverChoice::Yours => "your settings".to_string(),
            SolverChoice::Preset(preset) => format!("{} ({})", preset.name(), preset.idea()),
        }
    }

    /// Its name in a menu: "your settings", "deeper: one layer deeper"
    /// (short words first: a closed menu shows only its first words).
    pub fn menu_label(self) -> String {
        match self {
            SolverChoice::Yours => "your settings".to_string(),
            SolverChoice::Preset(preset) => format!("{}: {}", preset.name(), preset.idea()),
        }
    }

    /// The settings it stands for, `yours` being the reader's (checked
    /// already, as every preset is: nothing to check again).
    pub fn config(self, yours: &ValidConfig) -> ValidConfig {
        match self {
            SolverChoice::Yours => yours.clone(),
            SolverChoice::Preset(preset) => preset.valid_config(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_has_a_key_that_reads_back() {
        for choice in SolverChoice::all() {
            assert_eq!(SolverChoice::from_key(choice.key()), Some(choice));
        }
        assert_eq!(SolverChoice::all().count(), 1 + Preset::ALL.len());
        assert_eq!(SolverChoice::from_key("custom"), Some(SolverChoice::Yours));
        assert_eq!(SolverChoice::from_key("yours"), None);
    }

    #[test]
    fn a_choice_stands_for_the_readers_settings_or_its_presets() {
        let mut yours = crate::solver::SolverConfig::article();
        yours.weights.empties = 1.0;
        let yours = ValidConfig::new(yours).unwrap();
        assert_eq!(SolverChoice::Yours.config(&yours), yours);
        assert_eq!(SolverChoice::Preset(Preset::Deeper).config(&yours), Preset::Deeper.config());
        assert_eq!(SolverChoice::Preset(Preset::NoTrades).label(), "no-trades (both speed trades eased)");
    }
}
