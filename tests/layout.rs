//! The crate's layout: no two files of the library import each other,
//! directly or around a circle.
//!
//! Imports are read from the source text: every `use` and every path in the
//! code that starts at `crate::`, `super::`, `self::`, a child module or a
//! module imported by name. A path names a file: the file that defines the
//! item it ends on (following `pub use` re-exports to the file that defines
//! it), or the module's own file when it names a module. A file's tests
//! (`#[cfg(test)] mod …`) are left out: they may import anything.
//!
//! `cargo test --test layout -- --nocapture` prints the graph's size and
//! every circle; with `LAYOUT_SRC=<another checkout>/src` it reads that
//! tree instead (to measure an older layout).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// One source file of the library, read.
struct File {
    /// Its module path, `crate` first.
    module: Vec<String>,
    /// The code, comments and literals taken out, tests and `use`s too.
    code: String,
    /// Its `use`s: (full path as written, local name, whether `pub`).
    uses: Vec<(Vec<String>, String, bool)>,
    /// Child modules it declares (`mod name;`).
    children: Vec<String>,
}

/// The library's files (the binaries are crates of their own: no file of
/// the library can import them).
fn library_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a readable src/") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "bin") {
                    walk(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") && path.file_name().is_some_and(|n| n != "main.rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(&source_dir(), &mut files);
    files.sort();
    files
}

/// The `src/` read: this crate's, or `LAYOUT_SRC`'s.
fn source_dir() -> PathBuf {
    std::env::var_os("LAYOUT_SRC").map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), PathBuf::from)
}

fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).expect("a file under src/");
    let mut module = vec!["crate".to_string()];
    let parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        match (last, part.as_str()) {
            (true, "lib.rs" | "mod.rs") => {}
            (true, name) => module.push(name.trim_end_matches(".rs").to_string()),
            (false, name) => module.push(name.to_string()),
        }
    }
    module
}

/// The text with comments, string and character literals blanked out.
fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_char(chars.get(i.wrapping_sub(1))) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' {
            // A character literal ('a', '\n', '\u{a0}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_char(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// The index just past the block whose `{` is at `open`.
fn block_end(text: &str, open: usize) -> usize {
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + i + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// Takes out the file's test modules (`#[cfg(test)] mod name { … }`).
fn without_tests(mut text: String) -> String {
    while let Some(at) = text.find("#[cfg(test)]") {
        let rest = &text[at..];
        let Some(open) = rest.find('{') else { break };
        let header = &rest[..open];
        if !header.contains("mod ") || header.contains(';') {
            // A test-only item other than a module: blank the attribute only.
            text.replace_range(at..at + "#[cfg(test)]".len(), "");
            continue;
        }
        let end = block_end(&text, at + open);
        text.replace_range(at..end, "");
    }
    text
}

/// Expands a use tree (`a::{b, c::d as e, self}`) under `prefix`.
fn expand(tree: &str, prefix: &[String], out: &mut Vec<(Vec<String>, String)>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    if let Some(open) = tree.find('{') {
        let head: Vec<String> =
            tree[..open].split("::").map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect();
        let mut path = prefix.to_vec();
        path.extend(head);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&inner[start..i], &path, out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(&inner[start..], &path, out);
        return;
    }
    let (tree, alias) = match tree.split_once(" as ") {
        Some((tree, alias)) => (tree.trim(), Some(alias.trim().to_string())),
        None => (tree, None),
    };
    let mut path = prefix.to_vec();
    for part in tree.split("::").map(str::trim).filter(|s| !s.is_empty()) {
        if part != "self" || path.is_empty() {
            path.push(part.to_string());
        }
    }
    let local = alias.unwrap_or_else(|| path.last().cloned().unwrap_or_default());
    out.push((path, local));
}

fn read(src: &Path, path: &Path) -> File {
    let text = without_tests(strip(&std::fs::read_to_string(path).expect("a readable source file")));
    let mut code = String::new();
    let mut uses = Vec::new();
    let mut children = Vec::new();
    let mut rest = text.as_str();
    // Statements that start with `use` or `mod` (with or without `pub`).
    while let Some(at) = find_keyword(rest, &["use", "mod"]) {
        code.push_str(&rest[..at]);
        let before = rest[..at].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')') && before.contains("pub(");
        let keyword_is_use = rest[at..].starts_with("use");
        let body_start = at + 3;
        let end = match rest[body_start..].find([';', '{']) {
            Some(i) if keyword_is_use => {
                // A `use` tree may hold braces: it ends at its `;`.
                let mut depth = 0;
                let mut end = rest.len();
                for (j, c) in rest[body_start..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        ';' if depth == 0 => {
                            end = body_start + j;
                            break;
                        }
                        _ => {}
                    }
                }
                let _ = i;
                end
            }
            Some(i) => {
                let name = rest[body_start..body_start + i].trim().to_string();
                if rest[body_start + i..].starts_with(';') {
                    children.push(name);
                    body_start + i
                } else {
                    // An inline module: its code is this file's.
                    code.push(' ');
                    rest = &rest[body_start + i + 1..];
                    continue;
                }
            }
            None => rest.len(),
        };
        if keyword_is_use {
            let mut expanded = Vec::new();
            expand(&rest[body_start..end], &[], &mut expanded);
            uses.extend(expanded.into_iter().map(|(path, local)| (path, local, public)));
        }
        rest = &rest[(end + 1).min(rest.len())..];
    }
    code.push_str(rest);
    File { module: module_of(src, path), code, uses, children }
}

/// Where one of `words` stands as a whole word starting a statement.
fn find_keyword(text: &str, words: &[&str]) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    loop {
        let at = words.iter().filter_map(|w| text[from..].find(&format!("{w} ")).map(|i| from + i)).min()?;
        let before = if at == 0 { b' ' } else { bytes[at - 1] };
        if !(before.is_ascii_alphanumeric() || before == b'_' || before == b':') {
            // A statement: after `;`, `}`, `{`, an attribute or `pub`.
            let prefix = text[..at].trim_end();
            let prefix = prefix.strip_suffix("pub").map_or(prefix, str::trim_end);
            let prefix = if prefix.ends_with(')') {
                prefix.rfind("pub(").map_or(prefix, |p| prefix[..p].trim_end())
            } else {
                prefix
            };
            if prefix.is_empty() || prefix.ends_with([';', '}', '{', ']']) {
                return Some(at);
            }
        }
        from = at + 1;
    }
}

struct Crate {
    files: Vec<File>,
    by_module: HashMap<Vec<String>, usize>,
}

impl Crate {
    /// A path as written in `file`, made absolute (`crate::…`), if it is
    /// a path into this crate.
    fn absolute(&self, file: usize, path: &[String]) -> Option<Vec<String>> {
        let here = &self.files[file].module;
        let first = path.first()?;
        let mut module: Vec<String> = match first.as_str() {
            "crate" => vec!["crate".into()],
            "self" => here.clone(),
            "super" => here.clone(),
            name if self.files[file].children.iter().any(|c| c == name) => {
                let mut m = here.clone();
                m.push(name.to_string());
                return Some(m.into_iter().chain(path[1..].iter().cloned()).collect());
            }
            _ => return None,
        };
        let mut rest = &path[1..];
        if first == "super" {
            module.pop();
            while rest.first().is_some_and(|s| s == "super") {
                module.pop();
                rest = &rest[1..];
            }
        }
        module.extend(rest.iter().cloned());
        Some(module)
    }

    /// The file an absolute path names, following re-exports.
    fn target(&self, path: &[String], depth: usize) -> Option<usize> {
        let (module_len, &file) =
            (1..=path.len()).rev().find_map(|n| self.by_module.get(&path[..n]).map(|f| (n, f)))?;
        let Some(item) = path.get(module_len) else { return Some(file) };
        if depth > 8 || defines(&self.files[file].code, item) {
            return Some(file);
        }
        for (used, local, public) in &self.files[file].uses {
            if *public && (local == item || local == "*") {
                let mut through = used.clone();
                if local == "*" {
                    through.push(item.clone());
                }
                if let Some(absolute) = self.absolute(file, &through) {
                    if let Some(target) = self.target(&absolute, depth + 1) {
                        return Some(target);
                    }
                }
            }
        }
        Some(file)
    }

    /// Every file each file imports.
    fn imports(&self) -> Vec<BTreeSet<usize>> {
        (0..self.files.len())
            .map(|f| {
                let file = &self.files[f];
                let mut targets = BTreeSet::new();
                // Names imported as modules, for paths in the code that start with them.
                let mut modules: BTreeMap<String, Vec<String>> = BTreeMap::new();
                for (path, local, _) in &file.uses {
                    if let Some(absolute) = self.absolute(f, path) {
                        if let Some(t) = self.target(&absolute, 0) {
                            targets.insert(t);
                        }
                        if self.by_module.contains_key(&absolute) {
                            modules.insert(local.clone(), absolute);
                        }
                    }
                }
                for path in code_paths(&file.code) {
                    let absolute = match modules.get(&path[0]) {
                        Some(module) => Some(module.iter().chain(&path[1..]).cloned().collect()),
                        None => self.absolute(f, &path),
                    };
                    if let Some(t) = absolute.and_then(|a| self.target(&a, 0)) {
                        targets.insert(t);
                    }
                }
                targets.remove(&f);
                targets
            })
            .collect()
    }
}

/// Whether `code` defines `item` itself.
fn defines(code: &str, item: &str) -> bool {
    ["fn", "struct", "enum", "const", "static", "trait", "type", "union", "macro_rules!"].iter().any(|keyword| {
        let needle = format!("{keyword} {item}");
        code.match_indices(&needle).any(|(at, _)| {
            let after = code[at + needle.len()..].chars().next();
            !ident_char(after.as_ref())
        })
    })
}

/// Every path of two or more segments in `code` (`a::b::C`).
fn code_paths(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut paths = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if ident_char(Some(&chars[i])) && (i == 0 || !(ident_char(chars.get(i - 1)) || chars[i - 1] == ':')) {
            let mut segments = Vec::new();
            let mut j = i;
            loop {
                let start = j;
                while ident_char(chars.get(j)) {
                    j += 1;
                }
                segments.push(chars[start..j].iter().collect::<String>());
                if chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') && ident_char(chars.get(j + 2)) {
                    j += 2;
                } else {
                    break;
                }
            }
            if segments.len() > 1 {
                paths.push(segments);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    paths
}

/// The strongly connected components of more than one file (Tarjan).
fn circles(edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        found: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.next);
        w.low[v] = w.next;
        w.next += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for &u in w.edges[v].iter() {
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(i) if w.on_stack[u] => w.low[v] = w.low[v].min(i),
                _ => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut component = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack[u] = false;
                component.push(u);
                if u == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                w.found.push(component);
            }
        }
    }
    let n = edges.len();
    let mut walk = Walk {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in 0..n {
        if walk.index[v].is_none() {
            visit(&mut walk, v);
        }
    }
    walk.found
}

fn read_crate() -> (Crate, Vec<String>) {
    let src = source_dir();
    let paths = library_files();
    let files: Vec<File> = paths.iter().map(|p| read(&src, p)).collect();
    let by_module = files.iter().enumerate().map(|(i, f)| (f.module.clone(), i)).collect();
    let names = paths.iter().map(|p| p.strip_prefix(&src).unwrap().display().to_string()).collect();
    (Crate { files, by_module }, names)
}

#[test]
fn no_two_files_import_each_other() {
    let (krate, names) = read_crate();
    let edges = krate.imports();
    let found = circles(&edges);
    let arrows: usize = edges.iter().map(BTreeSet::len).sum();
    println!("{} files, {} imports between them, {} circles", names.len(), arrows, found.len());
    let mut report = String::new();
    for circle in &found {
        report.push_str(&format!("a circle of {} files:\n", circle.len()));
        for &f in circle {
            let within: Vec<&str> =
                edges[f].iter().filter(|t| circle.contains(t)).map(|&t| names[t].as_str()).collect();
            report.push_str(&format!("  {} -> {}\n", names[f], within.join(", ")));
        }
    }
    print!("{report}");
    assert!(found.is_empty(), "files import each other:\n{report}");
}

/// How low a file stands: a file may import its own level and those below
/// it. The library: decimal text and JSON words, the game, the solver, the
/// benchmark, the analyses; then the page: its model, then what every view
/// shares (`kit`, `workers`, `state`), then the views, then the shell that
/// holds them. `None` for a file outside every level (the crate root).
fn level(name: &str) -> Option<u8> {
    let (page, rest) = match name.strip_prefix("ui/web/").or_else(|| name.strip_prefix("ui/")) {
        Some(rest) => (true, rest),
        None => (false, name),
    };
    let top = rest.split('/').next()?.trim_end_matches(".rs");
    Some(match (page, top) {
        (false, "decimal" | "json_words" | "plain_json") => 0,
        (false, "game") => 1,
        (false, "solver") => 2,
        (false, "bench") => 3,
        (false, "analysis") => 4,
        (true, "model") => 5,
        (true, "kit" | "workers" | "state") => 6,
        (true, "play" | "article" | "tree" | "heuristic" | "bench" | "compare") => 7,
        (true, "shell") => 8,
        _ => return None,
    })
}

#[test]
fn every_import_runs_down_the_layers() {
    let (krate, names) = read_crate();
    let edges = krate.imports();
    let mut up = Vec::new();
    for (from, targets) in edges.iter().enumerate() {
        for &to in targets {
            if let (Some(a), Some(b)) = (level(&names[from]), level(&names[to])) {
                if a < b {
                    up.push(format!("  {} -> {}", names[from], names[to]));
                }
            }
        }
    }
    println!("{} imports run back up the layers", up.len());
    for line in &up {
        println!("{line}");
    }
    assert!(up.is_empty(), "imports that run back up the layers:\n{}", up.join("\n"));
}

/// The reader above sees what it must: a known import, a re-export
/// followed to its file, a `super::` path in code, and no import from a
/// comment, a string or a test module.
#[test]
fn the_reader_finds_imports() {
    let (krate, names) = read_crate();
    let edges = krate.imports();
    let file = |name: &str| names.iter().position(|n| n == name).unwrap_or_else(|| panic!("no file {name}"));
    let imports = |from: &str, to: &str| edges[file(from)].contains(&file(to));
    // `use crate::game::{Board, …}` in the search: Board is defined in
    // game/board.rs and re-exported by game/mod.rs.
    assert!(imports("solver/search.rs", "game/board.rs"));
    assert!(!imports("solver/search.rs", "game/mod.rs"));
    // The reader itself, on literal sources.
    let stripped = without_tests(strip(
        "use a::b; // use crate::x::Y;\nfn f() { let s = \"crate::z::W\"; }\n#[cfg(test)]\nmod tests { use crate::t::T; }",
    ));
    assert!(!stripped.contains("crate::x"));
    assert!(!stripped.contains("crate::z"));
    assert!(!stripped.contains("crate::t"));
    let mut out = Vec::new();
    expand("super::{a::{self, B}, c as d}", &[], &mut out);
    let paths: Vec<(String, String)> = out.into_iter().map(|(p, l)| (p.join("::"), l)).collect();
    assert_eq!(
        paths,
        [("super::a".into(), "a".into()), ("super::a::B".into(), "B".into()), ("super::c".into(), "d".into())]
    );
    assert_eq!(code_paths("x.f(crate::a::B::new(), y::z)"), [vec!["crate", "a", "B", "new"], vec!["y", "z"]]);
    assert_eq!(
        circles(&[BTreeSet::from([1]), BTreeSet::from([2]), BTreeSet::from([0]), BTreeSet::new()]),
        [vec![0, 1, 2]]
    );
}
