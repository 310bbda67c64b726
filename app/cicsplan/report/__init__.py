"""Sizing reports: the printable/PDF report and the Excel workbook with live formulas.

The Excel formulas are generated from the engine's own description of the calculation
(``cicsplan.core.model.calc.STEPS``); nothing here re-implements the arithmetic. Qt is imported only by
the PDF/print modules, so the workbook can be written headless without it.
"""
