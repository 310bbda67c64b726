"""Help > User Guide (F1): the user guide inside cicsplan, offline, from the shipped docs/ folder.

A locked-down desktop may have no application for Markdown, so the guide is not handed to the desktop: Qt renders
it (headings, tables, code, links) in a window with the sections listed beside the text, its internal links
working, and Find (Ctrl+F; every match marked, Enter or F3 the next)."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QFont,
    QKeySequence,
    QShortcut,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.common.records import dataclass
from cicsplan.gui.guide_text import anchor_name, guide_path, read_guide
from cicsplan.gui.text_find_bar import TextFindBar
from cicsplan.paths import DataFolderMissing

CONTENTS_LEVELS = (2, 3)  # the guide's title (level 1) heads the text; its sections and steps are listed
LINE_HEIGHT_PCT = 125


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    anchor: str
    position: int  # where its block starts in the document


def name_headings(doc: QTextDocument) -> list[Heading]:
    """Give every heading of ``doc`` its GitHub anchor (so ``#3-every-input`` scrolls there); the headings."""
    headings, taken = [], set()
    block = doc.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            name = anchor_name(block.text(), taken)
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            anchor = QTextCharFormat()
            anchor.setAnchor(True)
            anchor.setAnchorNames([name])
            cursor.mergeCharFormat(anchor)
            headings.append(Heading(level, block.text(), name, block.position()))
        block = block.next()
    return headings


def lay_out_for_reading(doc: QTextDocument) -> None:
    """Lines a little more open than Qt's single spacing, for reading at length; the code and output examples
    wrapped at the window's edge like the text, instead of a scroll bar under the whole guide for their longest
    line."""
    block = doc.begin()
    while block.isValid():
        form = block.blockFormat()
        form.setLineHeight(LINE_HEIGHT_PCT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        form.setNonBreakableLines(False)
        QTextCursor(block).setBlockFormat(form)
        block = block.next()


def keys_for(standard: QKeySequence.StandardKey, key: str) -> list[QKeySequence]:
    """``key`` and what the platform binds to ``standard`` besides it."""
    wanted = QKeySequence(key)
    return [wanted, *(k for k in QKeySequence.keyBindings(standard) if k != wanted)]


class UserGuideWindow(QWidget):
    """The guide beside its contents; one per main window, raised again by F1."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("user_guide")
        self.setWindowTitle("cicsplan user guide")
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("guide_text")
        self.browser.setOpenLinks(False)  # the guide's links are handled below: anchors here, the web outside
        self.browser.anchorClicked.connect(self.follow_link)
        font = QFont(self.browser.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.0) + 1.0)
        self.browser.setFont(font)
        self.browser.document().setDocumentMargin(16)
        with contextlib.suppress(DataFolderMissing):  # a figure the guide may show is found beside it
            self.browser.setSearchPaths([str(guide_path().parent)])
        self.browser.setMarkdown(read_guide())
        lay_out_for_reading(self.browser.document())
        self.headings = name_headings(self.browser.document())
        self._back: list[int] = []  # where the text stood before each link or section followed

        self.contents = QTreeWidget(self)
        self.contents.setObjectName("guide_contents")
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(True)
        self._items: list[tuple[QTreeWidgetItem, Heading]] = []
        parent_item: QTreeWidgetItem | None = None
        for heading in self.headings:
            if heading.level not in CONTENTS_LEVELS:
                continue
            if heading.level == CONTENTS_LEVELS[0] or parent_item is None:
                item = QTreeWidgetItem(self.contents, [heading.text])
                parent_item = item
            else:
                item = QTreeWidgetItem(parent_item, [heading.text])
            item.setToolTip(0, heading.text)
            item.setData(0, Qt.ItemDataRole.UserRole, heading.anchor)
            self._items.append((item, heading))
        self.contents.expandAll()
        self.contents.itemClicked.connect(lambda item, _col: self.go_to(item.data(0, Qt.ItemDataRole.UserRole)))
        self.contents.itemActivated.connect(lambda item, _col: self.go_to(item.data(0, Qt.ItemDataRole.UserRole)))
        self.browser.verticalScrollBar().valueChanged.connect(lambda _v: self._show_section())

        self.find_bar = TextFindBar(self.browser, "find in the guide (Enter: next, Shift+Enter: previous)", self)
        self.find_bar.bar_layout.setContentsMargins(4, 4, 4, 0)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([300, 800])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.find_bar)
        layout.addWidget(split, 1)

        for standard, key, slot in ((QKeySequence.StandardKey.Find, "Ctrl+F", self.find_bar.open_bar),
                                    (QKeySequence.StandardKey.FindNext, "F3", lambda: self.find_bar.find_next()),
                                    (QKeySequence.StandardKey.FindPrevious, "Shift+F3",
                                     lambda: self.find_bar.find_next(backwards=True)),
                                    (QKeySequence.StandardKey.Back, "Alt+Left", self.go_back),
                                    (QKeySequence.StandardKey.Cancel, "Escape", self._escape)):
            shortcut = QShortcut(self)
            shortcut.setKeys(keys_for(standard, key))  # one shortcut per key: two would be ambiguous, and neither fires
            shortcut.activated.connect(slot)
        self.resize(1100, 760)

    # -- navigation ------------------------------------------------------------------------------

    def go_to(self, anchor: str) -> None:
        """Scroll the heading named ``anchor`` to the top of the text; Alt+Left comes back."""
        self._back.append(self.browser.verticalScrollBar().value())
        self.browser.scrollToAnchor(anchor)
        heading = next((h for h in self.headings if h.anchor == anchor), None)
        if heading is not None:  # Find and the keys carry on from the section shown
            cursor = QTextCursor(self.browser.document())
            cursor.setPosition(heading.position)
            self.browser.setTextCursor(cursor)

    def go_back(self) -> None:
        """Back to where the text was before the last link or section followed (Alt+Left)."""
        if self._back:
            self.browser.verticalScrollBar().setValue(self._back.pop())

    def follow_link(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif url.hasFragment():
            self.go_to(url.fragment())

    def section_shown(self) -> Heading | None:
        """The last listed heading at or above the top of the text in view."""
        top = self.browser.verticalScrollBar().value()
        layout = self.browser.document().documentLayout()
        shown = None
        for _item, heading in self._items:
            block = self.browser.document().findBlock(heading.position)
            if layout.blockBoundingRect(block).top() > top + 4:
                break
            shown = heading
        return shown

    def _show_section(self) -> None:
        shown = self.section_shown()
        item = next((i for i, h in self._items if h is shown), None)
        if item is not None and item is not self.contents.currentItem():
            self.contents.blockSignals(True)
            self.contents.setCurrentItem(item)
            self.contents.blockSignals(False)

    def _escape(self) -> None:
        """Escape closes Find, then the window."""
        if self.find_bar.isVisible():
            self.find_bar.close_bar()
        else:
            self.close()
