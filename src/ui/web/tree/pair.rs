//! Two recorded searches of one position side by side (the post-mortem's
//! "Both trees"): each with its own outline, selection and node detail, so
//! the reader can open the same branch in both and see where they part.

use crate::ui::model::{count, Recorded};
use crate::ui::web::tree::detail::NodeDetail;
use crate::ui::web::tree::outline::TreeOutline;
use crate::ui::web::tree::state::TreeUi;
use leptos::context::Provider;
use leptos::prelude::*;

#[component]
pub fn TreePair(first: (String, Recorded), second: (String, Recorded)) -> impl IntoView {
    // Each column's view state in a context of its own (a component shares
    // its parent's, so two columns providing one each would collide).
    let column = |(title, recorded): (String, Recorded), ids: &'static str| {
        let ui = TreeUi::new(&recorded, RwSignal::new(None), ids);
        view! {
            <Provider value=ui>
                <TreeColumn title recorded ids />
            </Provider>
        }
    };
    view! { <div class="tree-pair">{column(first, "first-tree")} {column(second, "second-tree")}</div> }
}

#[component]
fn TreeColumn(title: String, recorded: Recorded, ids: &'static str) -> impl IntoView {
    let tree = &recorded.tree;
    let decision = tree.decision();
    let chosen = decision.direction.map_or("no move".to_string(), |d| format!("{} {}", d.arrow(), d.name()));
    let summary = format!(
        "Chooses {chosen}: depth {}, {}, {} scored.",
        decision.depth,
        count(tree.len() as u64, "node", "nodes"),
        count(decision.nodes.leaves, "leaf", "leaves")
    );
    view! {
        <section class="tree-column" aria-labelledby=format!("{ids}-title")>
            <h5 id=format!("{ids}-title")>{title.clone()}</h5>
            <p class="muted">{summary}</p>
            <TreeOutline recorded=recorded.clone() label=format!("Search tree: {title}") />
            <NodeDetail recorded within=title />
        </section>
    }
}
