"""Art generators: the project draws its own tiles and cards as SVG (run from the repo root)."""
