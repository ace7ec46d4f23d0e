"""The window and all it shows. Wherever the UI is used, the Mahjong engine plays the layout folders."""

from qtsolitaire.store.layout_files import use_layout_folders

use_layout_folders()
