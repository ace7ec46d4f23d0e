from qtsolitaire.app import main

raise SystemExit(main())
