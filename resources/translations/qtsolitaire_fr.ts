<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
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
