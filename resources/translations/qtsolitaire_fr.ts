<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>LayoutNames</name>
    <message>
        <source>Arena</source>
        <translation>Arène</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Butterfly</source>
        <translation>Papillon</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Château fort</translation>
    </message>
    <message>
        <source>Checkerboard</source>
        <translation>Damier</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Classic Turtle</source>
        <translation>Tortue classique</translation>
    </message>
    <message>
        <source>Compass Star</source>
        <translation>Rose des vents</translation>
    </message>
    <message>
        <source>Crab</source>
        <translation>Crabe</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Croix</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Couronne</translation>
    </message>
    <message>
        <source>Double Spiral</source>
        <translation>Double spirale</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Forteresse</translation>
    </message>
    <message>
        <source>Four Towers</source>
        <translation>Quatre tours</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Hourglass</source>
        <translation>Sablier</translation>
    </message>
    <message>
        <source>Letter H</source>
        <translation>Lettre H</translation>
    </message>
    <message>
        <source>Letter X</source>
        <translation>Lettre X</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Hibou</translation>
    </message>
    <message>
        <source>Pine Tree</source>
        <translation>Pin</translation>
    </message>
    <message>
        <source>Pinwheel</source>
        <translation>Moulinet</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>Fusée</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Tortue</translation>
    </message>
    <message>
        <source>Twin Peaks</source>
        <translation>Pics jumeaux</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Takes effect the next time qtsolitaire starts.</source>
        <translation>Prend effet au prochain démarrage de qtsolitaire.</translation>
    </message>
</context>
</TS>
