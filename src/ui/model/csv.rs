//! CSV as RFC 4180 writes it: a field holding a comma, a double quote or a
//! line break is quoted, its quotes doubled; lines end in CRLF.

/// One line of fields, its line break included.
pub fn csv_line<S: AsRef<str>>(fields: &[S]) -> String {
    let mut line = fields.iter().map(|field| csv_field(field.as_ref())).collect::<Vec<_>>().join(",");
    line.push_str("\r\n");
    line
}

fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_that_would_shift_columns_are_quoted() {
        assert_eq!(csv_line(&["run", "preset"]), "run,preset\r\n");
        assert_eq!(csv_line(&["yours (a, b)", "custom"]), "\"yours (a, b)\",custom\r\n");
        assert_eq!(csv_line(&["say \"hi\"", "two\nlines"]), "\"say \"\"hi\"\"\",\"two\nlines\"\r\n");
        assert_eq!(csv_line::<&str>(&[]), "\r\n");
    }
}
