"""The rules of the games: pure Python, no Qt, no files, no clocks."""
