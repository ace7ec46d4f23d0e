"""Where the player's settings, records, autosave and layouts live on disk."""
