<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Takes effect the next time qtsolitaire starts.</source>
        <translation>Wird beim nächsten Start von qtsolitaire wirksam.</translation>
    </message>
</context>
</TS>
