//! The solver settings' JSON without serde ([`crate::plain_json`]): the
//! same text `serde_json` writes and reads for a [`SolverConfig`], field
//! for field, so that the page's first module can keep settings in
//! storage and links without carrying `serde_json`.

use super::config::{ChanceRule, DepthPolicy, SolverConfig, ValidConfig, Weights};
use super::snake::{Along, Corner, Snake};
use crate::game::Direction;
use crate::plain_json::{plain_struct, write_text, Fields, Json, ObjectWriter, PlainJson};

/// A unit enum's JSON: its name, as serde's `rename_all` writes it.
macro_rules! by_name {
    ($($t:ty: $all:expr, $name:expr;)*) => {$(
        impl PlainJson for $t {
            fn write_json(&self, out: &mut String) {
                write_text($name(*self), out);
            }

            fn read_json(json: &Json) -> Option<$t> {
                let Json::Text(text) = json else { return None };
                $all.into_iter().find(|value| $name(*value) == text)
            }
        }
    )*};
}

by_name! {
    Direction: Direction::ALL, Direction::name;
    Corner: Corner::ALL, Corner::name;
    Along: Along::ALL, Along::name;
    ChanceRule: [ChanceRule::Mean, ChanceRule::Worst], |rule| match rule {
        ChanceRule::Mean => "mean",
        ChanceRule::Worst => "worst",
    };
}

plain_struct! {
    Snake { corner, along }
    DepthPolicy { open_above, open_depth, middle_above, middle_depth, crowded_depth }
    Weights { positional, empties, smoothness }
}

const CONFIG_FIELDS: [&str; 7] = ["depth", "sample_cap", "weights", "four_chance", "chance", "move_order", "snake"];

impl PlainJson for SolverConfig {
    fn write_json(&self, out: &mut String) {
        let mut object = ObjectWriter::new(out)
            .field("depth", &self.depth)
            .field("sample_cap", &self.sample_cap)
            .field("weights", &self.weights)
            .field("four_chance", &self.four_chance);
        // Left out when it is the article's mean, as serde leaves it out.
        if !self.chance_rule.is_default() {
            object = object.field("chance", &self.chance_rule);
        }
        object.field("move_order", &self.move_order).field("snake", &self.snake).end();
    }

    fn read_json(json: &Json) -> Option<SolverConfig> {
        let fields = Fields::of(json, &CONFIG_FIELDS)?;
        Some(SolverConfig {
            depth: fields.get("depth")?,
            sample_cap: fields.get("sample_cap")?,
            weights: fields.get("weights")?,
            four_chance: fields.get("four_chance")?,
            chance_rule: fields.get_or_default("chance")?,
            move_order: fields.get("move_order")?,
            snake: fields.get("snake")?,
        })
    }
}

/// As a [`SolverConfig`], checked as it is read.
impl PlainJson for ValidConfig {
    fn write_json(&self, out: &mut String) {
        (**self).write_json(out);
    }

    fn read_json(json: &Json) -> Option<ValidConfig> {
        ValidConfig::new(SolverConfig::read_json(json)?).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plain_json::{from_text, to_text};
    use crate::solver::Preset;
    use proptest::prelude::*;

    fn serde_text(config: &SolverConfig) -> String {
        serde_json::to_string(config).unwrap()
    }

    /// Reads `text` as serde does, both as settings and as checked settings.
    fn reads_as_serde(text: &str) {
        assert_eq!(from_text::<SolverConfig>(text), serde_json::from_str::<SolverConfig>(text).ok(), "{text}");
        assert_eq!(from_text::<ValidConfig>(text), serde_json::from_str::<ValidConfig>(text).ok(), "{text}");
    }

    #[test]
    fn every_preset_is_written_and_read_as_serde_does() {
        for preset in Preset::ALL {
            let config = preset.config();
            assert_eq!(to_text(&config), serde_text(&config), "{preset:?}");
            reads_as_serde(&serde_text(&config));
        }
    }

    #[test]
    fn texts_serde_reads_or_refuses_are_read_or_refused_alike() {
        let article = serde_text(&SolverConfig::article());
        let changed = |from: &str, to: &str| {
            assert!(article.contains(from), "{from}");
            article.replacen(from, to, 1)
        };
        let texts = [
            article.replace(',', " ,\n\t").replace(':', " : "),
            changed(r#""sample_cap":6"#, r#""sample_cap":null"#),
            changed(r#""sample_cap":6,"#, ""),
            changed(r#""sample_cap":6"#, r#""sample_cap":6.0"#),
            changed(r#""sample_cap":6"#, r#""sample_cap":-6"#),
            changed(r#""sample_cap":6"#, r#""sample_cap":"six""#),
            changed(r#""sample_cap":6"#, r#""sample_cap":0"#),
            changed(r#""sample_cap":6"#, r#""sample_cap":17"#),
            changed(r#""open_depth":3"#, r#""open_depth":300"#),
            changed(r#""open_depth":3"#, r#""open_depth":9"#),
            changed(r#""open_above":8"#, r#""open_above":8,"open_above":8"#),
            changed(r#""open_above":8"#, r#""open_above":8,"later":{"x":[1,2,{"y":null}]},"later":1"#),
            changed(r#""four_chance":0.1"#, r#""four_chance":1e-1"#),
            changed(r#""four_chance":0.1"#, r#""four_chance":"0.1""#),
            changed(r#""four_chance":0.1"#, r#""four_chance":1.5"#),
            changed(r#""four_chance":0.1"#, r#""four_chance":1e999"#),
            changed(r#""four_chance":0.1"#, r#""four_chance":0.1,"chance":"worst""#),
            changed(r#""four_chance":0.1"#, r#""four_chance":0.1,"chance":"mean""#),
            changed(r#""four_chance":0.1"#, r#""four_chance":0.1,"chance":"best""#),
            changed(r#""empties":200000.0"#, r#""empties":2e5"#),
            changed(r#""empties":200000.0"#, r#""empties":1e13"#),
            changed(r#""down""#, r#""up""#),
            changed(r#""down","#, ""),
            changed(r#""down""#, r#""Down""#),
            changed(r#""bottom-right""#, r#""top-left""#),
            changed(r#""rows""#, r#""diagonal""#),
            changed(r#"{"depth""#, r#"{"snake":{"corner":"top-left","along":"columns"},"depth""#),
            format!("{article}x"),
            article[..article.len() - 1].to_string(),
            "null".to_string(),
            "{}".to_string(),
        ];
        for text in texts {
            reads_as_serde(&text);
        }
    }

    proptest! {
        /// Settings of every shape: written as serde writes them (up to 15
        /// significant digits a number; see `plain_json`), read back whole.
        #[test]
        fn any_settings_are_written_and_read_back_as_serde_does(
            depths in proptest::array::uniform3(1u8..=8),
            (middle_above, open_above) in (0u32..=16).prop_flat_map(|m| (Just(m), m..=16)),
            sample_cap in proptest::option::of(1u32..=16),
            weights in proptest::array::uniform3(0u32..1_000_000),
            four_per_thousand in 0u32..=1000,
            worst in any::<bool>(),
            order in Just(Direction::ALL).prop_shuffle(),
            corner in 0usize..4,
            columns in any::<bool>(),
        ) {
            let config = SolverConfig {
                depth: DepthPolicy { open_above, open_depth: depths[0], middle_above, middle_depth: depths[1], crowded_depth: depths[2] },
                sample_cap,
                weights: Weights { positional: f64::from(weights[0]) / 8.0, empties: f64::from(weights[1]) * 10.0, smoothness: f64::from(weights[2]) / 1e3 },
                four_chance: f64::from(four_per_thousand) / 1000.0,
                chance_rule: if worst { ChanceRule::Worst } else { ChanceRule::Mean },
                move_order: order,
                snake: Snake { corner: Corner::ALL[corner], along: if columns { Along::Columns } else { Along::Rows } },
            };
            let text = serde_text(&config);
            prop_assert_eq!(&to_text(&config), &text);
            prop_assert_eq!(from_text::<SolverConfig>(&text), Some(config.clone()));
            prop_assert_eq!(from_text::<ValidConfig>(&text), serde_json::from_str::<ValidConfig>(&text).ok());
        }

        /// Any text cut from the settings' own, or with one character
        /// changed, is read or refused as serde reads or refuses it.
        #[test]
        fn damaged_settings_are_read_or_refused_as_serde_does(at in 0usize..400, with in "[ -~]", cut in any::<bool>()) {
            let article = serde_text(&Preset::ALL[at % Preset::ALL.len()].config());
            let at = at % article.len();
            let text = if cut { article[..at].to_string() } else { format!("{}{with}{}", &article[..at], &article[at + 1..]) };
            reads_as_serde(&text);
        }
    }
}
