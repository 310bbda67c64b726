"""What Python's csv module says about a table it cannot read, as a sentence a planner can act on (its own
words, "field larger than field limit (131072)", name neither the line nor the likely cause)."""

from __future__ import annotations


def csv_problem(message: str, line: int, longest_field_chars: int) -> str:
    """csv's complaint about the record that starts on ``line`` as a sentence naming the line."""
    if "unexpected end of data" in message:
        return (f"line {line}: a quoted field starts on this line and is never closed (a \" is missing), so the "
                "rest of the text would be one field; close the quote or remove it")
    if "field larger than field limit" in message:
        return (f"line {line}: a field is longer than {longest_field_chars:,} characters, the most a field "
                "holds (is a quote not closed?)")
    if "expected after" in message:
        return (f"line {line}: text follows the closing quote of a field (as in \"12\"3); put the whole field in "
                "quotes and double any quote inside it (\"12\"\"3\")")
    if "new-line character seen in unquoted field" in message:
        return f"line {line}: a line ends inside a field in a way CSV does not allow; save the table again as CSV"
    if "NUL" in message or "line contains NUL" in message:
        return f"line {line}: it holds a zero byte, which a text table never does; is it the right file?"
    return f"line {line}: it is not a table this can read (the quotes or separators are out of place)"
