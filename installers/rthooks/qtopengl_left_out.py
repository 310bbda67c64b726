"""PyInstaller runtime hook: PySide6.QtOpenGL is left out of the frozen app (8.5 MiB of OpenGL bindings).

pyqtgraph imports the module by name when it loads (PlotCurveItem, PColorMeshItem) but uses it only to draw
through OpenGL (its useOpenGL option), which cicsplan never turns on: its charts are drawn with QPainter.
This module stands in for it so that import succeeds; using any name from it raises ImportError with a
sentence, so a future change that does draw through OpenGL fails at once instead of drawing nothing.
tests/installers/test_bundle_trim.py checks that cicsplan never turns OpenGL drawing on.
"""

import sys
import types


class _LeftOut(types.ModuleType):
    def __getattr__(self, name: str):
        if name.startswith("__"):  # import machinery and introspection: behave as an ordinary module
            raise AttributeError(name)
        raise ImportError(f"PySide6.QtOpenGL.{name}: OpenGL drawing is not part of the cicsplan bundle")


sys.modules.setdefault("PySide6.QtOpenGL", _LeftOut("PySide6.QtOpenGL"))
