//! The page's views and the article's sections, named by type (their ids
//! in the page and in links are derived from these).

/// The views beside the board, one shown at a time: the article, and the
/// full panels it leads into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewName {
    Article,
    Tree,
    Heuristic,
    Benchmark,
    Compare,
}

impl ViewName {
    pub const ALL: [ViewName; 5] =
        [ViewName::Article, ViewName::Tree, ViewName::Heuristic, ViewName::Benchmark, ViewName::Compare];

    pub fn title(self) -> &'static str {
        match self {
            ViewName::Article => "Article",
            ViewName::Tree => "Search tree",
            ViewName::Heuristic => "Heuristic",
            ViewName::Benchmark => "Benchmark",
            ViewName::Compare => "Compare",
        }
    }

    /// The view whose [`ViewName::id`] is `id`, if any.
    pub fn with_id(id: &str) -> Option<ViewName> {
        ViewName::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The id stem of the tab and its panel.
    pub fn id(self) -> &'static str {
        match self {
            ViewName::Article => "article",
            ViewName::Tree => "tree",
            ViewName::Heuristic => "heuristic",
            ViewName::Benchmark => "benchmark",
            ViewName::Compare => "compare",
        }
    }
}

/// The article's sections, in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    AgainstChance,
    Layers,
    Scoring,
    Depth,
    Choice,
    HowWell,
    Claims,
    GoDeeper,
}

impl Section {
    pub const ALL: [Section; 8] = [
        Section::AgainstChance,
        Section::Layers,
        Section::Scoring,
        Section::Depth,
        Section::Choice,
        Section::HowWell,
        Section::Claims,
        Section::GoDeeper,
    ];

    /// Its anchor in the page, and its name in a link's view.
    pub fn id(self) -> &'static str {
        match self {
            Section::AgainstChance => "against-chance",
            Section::Layers => "layers",
            Section::Scoring => "scoring",
            Section::Depth => "depth",
            Section::Choice => "choice",
            Section::HowWell => "how-well",
            Section::Claims => "claims",
            Section::GoDeeper => "go-deeper",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Section::AgainstChance => "A game against chance",
            Section::Layers => "Expectimax: max and chance layers",
            Section::Scoring => "Scoring a board",
            Section::Depth => "Searching deeper when it matters",
            Section::Choice => "From score to move",
            Section::HowWell => "How well does it play?",
            Section::Claims => "Checking the article's claims",
            Section::GoDeeper => "Go deeper",
        }
    }

    /// Its number in the article, from 1.
    pub fn number(self) -> usize {
        Section::ALL.iter().position(|&s| s == self).map_or(0, |i| i + 1)
    }

    /// The section whose [`Section::id`] is `id`, if any.
    pub fn with_id(id: &str) -> Option<Section> {
        Section::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// Where a link's view leads: a view, or a section of the article.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    View(ViewName),
    Section(Section),
}

impl Place {
    /// The place a link's view names, if it names one.
    pub fn named(view: &str) -> Option<Place> {
        ViewName::with_id(view).map(Place::View).or_else(|| Section::with_id(view).map(Place::Section))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_name_one_place_each_and_read_back() {
        let mut ids: Vec<&str> =
            ViewName::ALL.iter().map(|p| p.id()).chain(Section::ALL.iter().map(|s| s.id())).collect();
        let all = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all, "a panel and a section share an id");
        for panel in ViewName::ALL {
            assert_eq!(Place::named(panel.id()), Some(Place::View(panel)));
        }
        for section in Section::ALL {
            assert_eq!(Place::named(section.id()), Some(Place::Section(section)));
        }
        assert_eq!(Place::named("choice"), Some(Place::Section(Section::Choice)));
        assert_eq!(Place::named("tree"), Some(Place::View(ViewName::Tree)));
        assert_eq!(Place::named("nowhere"), None);
    }

    #[test]
    fn sections_are_numbered_in_reading_order() {
        assert_eq!(Section::AgainstChance.number(), 1);
        assert_eq!(Section::Choice.number(), 5);
        assert_eq!(Section::Claims.number(), 7);
        assert_eq!(Section::GoDeeper.number(), 8);
    }
}
