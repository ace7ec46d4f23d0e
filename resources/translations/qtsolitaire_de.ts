<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ArtSet</name>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Große Indizes</translation>
    </message>
    <message>
        <source>Midnight guilloche</source>
        <translation>Mitternachtsguilloche</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Red suits</source>
        <translation>Rote Farben</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace of Clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <source>Ace of Hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <source>Eight of Clubs</source>
        <translation>Kreuz-Acht</translation>
    </message>
    <message>
        <source>Eight of Diamonds</source>
        <translation>Karo-Acht</translation>
    </message>
    <message>
        <source>Eight of Hearts</source>
        <translation>Herz-Acht</translation>
    </message>
    <message>
        <source>Eight of Spades</source>
        <translation>Pik-Acht</translation>
    </message>
    <message>
        <source>Five of Clubs</source>
        <translation>Kreuz-Fünf</translation>
    </message>
    <message>
        <source>Five of Diamonds</source>
        <translation>Karo-Fünf</translation>
    </message>
    <message>
        <source>Five of Hearts</source>
        <translation>Herz-Fünf</translation>
    </message>
    <message>
        <source>Five of Spades</source>
        <translation>Pik-Fünf</translation>
    </message>
    <message>
        <source>Four of Clubs</source>
        <translation>Kreuz-Vier</translation>
    </message>
    <message>
        <source>Four of Diamonds</source>
        <translation>Karo-Vier</translation>
    </message>
    <message>
        <source>Four of Hearts</source>
        <translation>Herz-Vier</translation>
    </message>
    <message>
        <source>Four of Spades</source>
        <translation>Pik-Vier</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <source>Nine of Clubs</source>
        <translation>Kreuz-Neun</translation>
    </message>
    <message>
        <source>Nine of Diamonds</source>
        <translation>Karo-Neun</translation>
    </message>
    <message>
        <source>Nine of Hearts</source>
        <translation>Herz-Neun</translation>
    </message>
    <message>
        <source>Nine of Spades</source>
        <translation>Pik-Neun</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>Seven of Clubs</source>
        <translation>Kreuz-Sieben</translation>
    </message>
    <message>
        <source>Seven of Diamonds</source>
        <translation>Karo-Sieben</translation>
    </message>
    <message>
        <source>Seven of Hearts</source>
        <translation>Herz-Sieben</translation>
    </message>
    <message>
        <source>Seven of Spades</source>
        <translation>Pik-Sieben</translation>
    </message>
    <message>
        <source>Six of Clubs</source>
        <translation>Kreuz-Sechs</translation>
    </message>
    <message>
        <source>Six of Diamonds</source>
        <translation>Karo-Sechs</translation>
    </message>
    <message>
        <source>Six of Hearts</source>
        <translation>Herz-Sechs</translation>
    </message>
    <message>
        <source>Six of Spades</source>
        <translation>Pik-Sechs</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Kreuz-Zehn</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Herz-Zehn</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Pik-Zehn</translation>
    </message>
    <message>
        <source>Three of Clubs</source>
        <translation>Kreuz-Drei</translation>
    </message>
    <message>
        <source>Three of Diamonds</source>
        <translation>Karo-Drei</translation>
    </message>
    <message>
        <source>Three of Hearts</source>
        <translation>Herz-Drei</translation>
    </message>
    <message>
        <source>Three of Spades</source>
        <translation>Pik-Drei</translation>
    </message>
    <message>
        <source>Two of Clubs</source>
        <translation>Kreuz-Zwei</translation>
    </message>
    <message>
        <source>Two of Diamonds</source>
        <translation>Karo-Zwei</translation>
    </message>
    <message>
        <source>Two of Hearts</source>
        <translation>Herz-Zwei</translation>
    </message>
    <message>
        <source>Two of Spades</source>
        <translation>Pik-Zwei</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <source>&amp;Start a Game</source>
        <translation>&amp;Spiel starten</translation>
    </message>
    <message>
        <source>None</source>
        <comment>redeals</comment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>One</source>
        <comment>redeals</comment>
        <translation>Eine</translation>
    </message>
    <message>
        <source>Records are kept for this rule set on its own.</source>
        <translation>Für diesen Regelsatz wird eine eigene Statistik geführt.</translation>
    </message>
    <message>
        <source>Two (standard)</source>
        <comment>redeals</comment>
        <translation>Zwei (Standard)</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <comment>redeals</comment>
        <translation>Unbegrenzt</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>d MMMM yyyy</source>
        <comment>a day in words (Qt date format: d day, MMMM month name, yyyy year)</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>Dealing</name>
    <message>
        <source>none of the {count} deals tried was shown to be winnable</source>
        <translation>keine der {count} probierten Verteilungen erwies sich als gewinnbar</translation>
    </message>
</context>
<context>
    <name>EditorChecks</name>
    <message>
        <source>is in the same place as another tile</source>
        <translation>liegt an derselben Stelle wie ein anderer Stein</translation>
    </message>
    <message>
        <source>overlaps another tile</source>
        <translation>überlappt einen anderen Stein</translation>
    </message>
    <message>
        <source>rests on nothing: no tile under it on layer {layer}</source>
        <translation>liegt auf nichts: kein Stein darunter auf Ebene {layer}</translation>
    </message>
    <message>
        <source>the layout needs a name</source>
        <translation>das Layout braucht einen Namen</translation>
    </message>
    <message>
        <source>the name is longer than {most} characters</source>
        <translation>der Name ist länger als {most} Zeichen</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date format</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>a percentage; French and German put a space before %</comment>
        <translation>{percent}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>FileReasons</name>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>an der Stelle eines Ordners liegt eine Datei</translation>
    </message>
    <message>
        <source>a folder stands where the file should be</source>
        <translation>an der Stelle der Datei liegt ein Ordner</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>keine Schreibberechtigung dort</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>not valid JSON: line {line} column {column}: {why}</source>
        <translation>kein gültiges JSON: Zeile {line}, Spalte {column}: {why}</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>kein gültiges JSON: zu tief verschachtelt</translation>
    </message>
    <message>
        <source>not valid JSON: {why}</source>
        <translation>kein gültiges JSON: {why}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>der Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>{file}: cannot save: {reason}</source>
        <translation>{file}: Speichern nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>{file}: cannot set the unreadable file aside: {reason}</source>
        <translation>{file}: Die unlesbare Datei kann nicht beiseitegelegt werden: {reason}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Back at the last position that can still be won.</source>
        <translation>Zurück bei der letzten Stellung, die noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>No earlier position could be won either.</source>
        <translation>Auch keine frühere Stellung war zu gewinnen.</translation>
    </message>
    <message>
        <source>No earlier position is proved winnable either.</source>
        <translation>Auch keine frühere Stellung ist nachweislich zu gewinnen.</translation>
    </message>
    <message>
        <source>No more moves</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>No moves left: undo, or deal again</source>
        <translation>Keine Züge mehr möglich: Zug rückgängig machen oder neu geben</translation>
    </message>
    <message>
        <source>Nothing left can change this position. Undo, replay the deal or start a new one.</source>
        <translation>Nichts kann diese Stellung mehr ändern. Nimm Züge zurück, spiele dasselbe Spiel noch einmal oder beginne ein neues.</translation>
    </message>
</context>
<context>
    <name>GameScene</name>
    <message numerus="yes">
        <source>%n redeal(s) left</source>
        <translation>
            <numerusform>Noch %n Neuverteilung</numerusform>
            <numerusform>Noch %n Neuverteilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Keine Neuverteilung mehr</translation>
    </message>
    <message>
        <source>Unlimited redeals</source>
        <translation>Unbegrenzt neu verteilen</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Deal</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Zielstapel</translation>
    </message>
    <message>
        <source>Free pairs</source>
        <translation>Freie Paare</translation>
    </message>
    <message>
        <source>Layout: {name}</source>
        <translation>Layout: {name}</translation>
    </message>
    <message>
        <source>Looking for the last position that could still be won…</source>
        <translation>Suche die letzte Stellung, die noch zu gewinnen war …</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Outlook: {verdict}</source>
        <translation>Aussicht: {verdict}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>Redeals left</source>
        <translation>Neuverteilungen übrig</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Regeln: {name}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Steine übrig</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Zurück zur letzten gewinnbaren Stellung</translation>
    </message>
    <message>
        <source>{field}: {value}</source>
        <translation>{field}: {value}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>MahJongg Klondike</source>
        <translation>MahJongg Klondike</translation>
    </message>
    <message>
        <source>Mahjong Solitaire</source>
        <translation>Mahjong-Patience</translation>
    </message>
    <message>
        <source>Pyramid Solitaire</source>
        <translation>Pyramiden-Patience</translation>
    </message>
</context>
<context>
    <name>ImportReasons</name>
    <message>
        <source>a DOCTYPE is not allowed in a map file</source>
        <translation>in einer Map-Datei ist kein DOCTYPE erlaubt</translation>
    </message>
    <message>
        <source>a {width} x {height} grid is larger than the {most} x {most} this program plays</source>
        <translation>ein Raster von {width} x {height} ist größer als die {most} x {most}, die dieses Programm spielt</translation>
    </message>
    <message>
        <source>empty file: not a KMahjongg layout</source>
        <translation>leere Datei: kein KMahjongg-Layout</translation>
    </message>
    <message>
        <source>line 1: not a KMahjongg layout (the first line must be {v11} or {v10})</source>
        <translation>Zeile 1: kein KMahjongg-Layout (die erste Zeile muss {v11} oder {v10} sein)</translation>
    </message>
    <message>
        <source>line 1: {magic} is a version this program does not read (it reads {v10} and {v11})</source>
        <translation>Zeile 1: {magic} ist eine Version, die dieses Programm nicht liest (es liest {v10} und {v11})</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>line {line} column {column}</source>
        <translation>Zeile {line} Spalte {column}</translation>
    </message>
    <message>
        <source>line {line} column {column}: {cell} is not a cell (cells are &apos;.&apos;, &apos;1&apos;, &apos;2&apos;, &apos;3&apos; or &apos;4&apos;)</source>
        <translation>Zeile {line} Spalte {column}: {cell} ist keine Zelle (Zellen sind &apos;.&apos;, &apos;1&apos;, &apos;2&apos;, &apos;3&apos; oder &apos;4&apos;)</translation>
    </message>
    <message>
        <source>line {line}: &lt;{tag}&gt; outside any &lt;map&gt;</source>
        <translation>Zeile {line}: &lt;{tag}&gt; außerhalb jedes &lt;map&gt;</translation>
    </message>
    <message>
        <source>line {line}: a &lt;map&gt; inside another &lt;map&gt;</source>
        <translation>Zeile {line}: ein &lt;map&gt; in einem anderen &lt;map&gt;</translation>
    </message>
    <message>
        <source>line {line}: more grid rows than the {depth} levels of {height} rows the file declares</source>
        <translation>Zeile {line}: mehr Rasterzeilen als die {depth} Ebenen zu {height} Zeilen, die die Datei angibt</translation>
    </message>
    <message>
        <source>line {line}: more than {most} maps in one file; the first {most} were read, the rest left out</source>
        <translation>Zeile {line}: mehr als {most} Maps in einer Datei; die ersten {most} wurden gelesen, der Rest ausgelassen</translation>
    </message>
    <message>
        <source>line {line}: more than {most} tiles: too many to play</source>
        <translation>Zeile {line}: mehr als {most} Steine: zu viele zum Spielen</translation>
    </message>
    <message>
        <source>line {line}: z={text} is not a layer from 0 to {most}</source>
        <translation>Zeile {line}: z={text} ist keine Ebene von 0 bis {most}</translation>
    </message>
    <message>
        <source>line {line}: {cells} cells, expected {width} (the grid width)</source>
        <translation>Zeile {line}: {cells} Zellen, erwartet {width} (die Rasterbreite)</translation>
    </message>
    <message>
        <source>line {line}: {key}={text} is not a number</source>
        <translation>Zeile {line}: {key}={text} ist keine Zahl</translation>
    </message>
    <message>
        <source>line {line}: {key}={text} is not a whole or half tile</source>
        <translation>Zeile {line}: {key}={text} ist kein ganzer oder halber Stein</translation>
    </message>
    <message>
        <source>line {line}: {key}={text} is outside 0 to {most}</source>
        <translation>Zeile {line}: {key}={text} liegt nicht zwischen 0 und {most}</translation>
    </message>
    <message>
        <source>line {line}: {last}={text} is above {first}={other}</source>
        <translation>Zeile {line}: {last}={text} liegt über {first}={other}</translation>
    </message>
    <message>
        <source>line {line}: {last}={text} is left of {first}={other}</source>
        <translation>Zeile {line}: {last}={text} liegt links von {first}={other}</translation>
    </message>
    <message>
        <source>line {line}: {text} is not a depth (expected e.g. &apos;d16&apos;)</source>
        <translation>Zeile {line}: {text} ist keine Tiefe (erwartet z. B. &apos;d16&apos;)</translation>
    </message>
    <message>
        <source>line {line}: {text} is not a height (expected e.g. &apos;h16&apos;)</source>
        <translation>Zeile {line}: {text} ist keine Höhe (erwartet z. B. &apos;h16&apos;)</translation>
    </message>
    <message>
        <source>line {line}: {text} is not a width (expected e.g. &apos;w16&apos;)</source>
        <translation>Zeile {line}: {text} ist keine Breite (erwartet z. B. &apos;w16&apos;)</translation>
    </message>
    <message>
        <source>map {name}: {reason}</source>
        <translation>Map {name}: {reason}</translation>
    </message>
    <message>
        <source>more than {most} tiles: too many to play</source>
        <translation>mehr als {most} Steine: zu viele zum Spielen</translation>
    </message>
    <message>
        <source>no &lt;map&gt; in the file: not a GNOME Mahjongg map file</source>
        <translation>kein &lt;map&gt; in der Datei: keine Map-Datei von GNOME Mahjongg</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>keine Steine</translation>
    </message>
    <message>
        <source>not XML: line {line} column {column}: {error}</source>
        <translation>kein XML: Zeile {line} Spalte {column}: {error}</translation>
    </message>
    <message>
        <source>not a layout file this program knows (KMahjongg .layout, GNOME Mahjongg .map, or a qtsolitaire .json layout)</source>
        <translation>keine Layout-Datei, die dieses Programm kennt (KMahjongg .layout, GNOME Mahjongg .map oder ein qtsolitaire-Layout .json)</translation>
    </message>
    <message>
        <source>the size line {keys} is missing (a v1.1 layout says its width w, height h and depth d)</source>
        <translation>die Größenzeile {keys} fehlt (ein v1.1-Layout nennt seine Breite w, Höhe h und Tiefe d)</translation>
    </message>
    <message>
        <source>truncated: {rows} grid rows, expected {expected} ({depth} levels of {height} rows)</source>
        <translation>abgeschnitten: {rows} Rasterzeilen, erwartet {expected} ({depth} Ebenen zu {height} Zeilen)</translation>
    </message>
    <message>
        <source>{count} tiles: an odd count cannot be cleared in pairs</source>
        <translation>{count} Steine: Eine ungerade Anzahl lässt sich nicht paarweise abräumen</translation>
    </message>
    <message>
        <source>{depth} levels, more than the {most} this program plays</source>
        <translation>{depth} Ebenen, mehr als die {most}, die dieses Programm spielt</translation>
    </message>
    <message>
        <source>{keys} and {key}</source>
        <translation>{keys} und {key}</translation>
    </message>
    <message>
        <source>{place}: the tile overlaps the one at {other}</source>
        <translation>{place}: Der Stein überlappt den bei {other}</translation>
    </message>
</context>
<context>
    <name>ImportSummary</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) named a layout already read from another file (a KMahjongg .desktop file and its .layout).</source>
        <translation>
            <numerusform>%n Datei nannte ein Layout, das schon aus einer anderen Datei gelesen wurde (eine KMahjongg-.desktop-Datei und ihr .layout).</numerusform>
            <numerusform>%n Dateien nannten ein Layout, das schon aus einer anderen Datei gelesen wurde (eine KMahjongg-.desktop-Datei und ihr .layout).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n Layout</numerusform>
            <numerusform>%n Layouts</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Import Layouts</source>
        <translation>Layouts importieren</translation>
    </message>
    <message>
        <source>Imported {layouts} from {files}.</source>
        <translation>{layouts} aus {files} importiert.</translation>
    </message>
    <message>
        <source>No layout was imported.</source>
        <translation>Es wurde kein Layout importiert.</translation>
    </message>
    <message numerus="yes">
        <source>The import was stopped after {done} of the %n file(s).</source>
        <translation>
            <numerusform>Der Import wurde nach {done} von %n Datei abgebrochen.</numerusform>
            <numerusform>Der Import wurde nach {done} von %n Dateien abgebrochen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of the %n file(s) had problems; the details say which and why.</source>
        <translation>
            <numerusform>Probleme in {failed} von %n Datei; die Liste zeigt, welche und warum.</numerusform>
            <numerusform>Probleme in {failed} von %n Dateien; die Liste zeigt, welche und warum.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: the same layout as {other}</source>
        <translation>{file}: dasselbe Layout wie {other}</translation>
    </message>
    <message>
        <source>{name}: {file}</source>
        <translation>{name}: {file}</translation>
    </message>
    <message>
        <source>{name}: {file} ({note})</source>
        <translation>{name}: {file} ({note})</translation>
    </message>
</context>
<context>
    <name>KlondikeController</name>
    <message numerus="yes">
        <source>%n of {total} tiles are on the foundations and nothing left can put another up, turn a tile over or play from the waste. Undo, restart or deal again.</source>
        <translation>
            <numerusform>%n von {total} Steinen liegt auf den Zielstapeln, und nichts kann einen weiteren hinauflegen, einen Stein aufdecken oder von der Ablage spielen. Nimm Züge zurück, starte neu oder gib neu.</numerusform>
            <numerusform>%n von {total} Steinen liegen auf den Zielstapeln, und nichts kann einen weiteren hinauflegen, einen Stein aufdecken oder von der Ablage spielen. Nimm Züge zurück, starte neu oder gib neu.</numerusform>
        </translation>
    </message>
    <message>
        <source>No useful moves left</source>
        <translation>Keine sinnvollen Züge mehr</translation>
    </message>
    <message>
        <source>No useful moves left: undo, restart or deal again.</source>
        <translation>Keine sinnvollen Züge mehr: Zug rückgängig, neu starten oder neu geben.</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>{pass_number} of {passes}</source>
        <translation>{pass_number} von {passes}</translation>
    </message>
    <message>
        <source>{tiles}, {draw} per turn</source>
        <translation>{tiles}, {draw} pro Zug</translation>
    </message>
    <message>
        <source>{up}/{total}</source>
        <translation>{up}/{total}</translation>
    </message>
</context>
<context>
    <name>KlondikeHelp</name>
    <message>
        <source>132 mahjong tiles: 12 dragons (four each of White, Green and Red, rank 0, no suit), 108 suit tiles (1 to 9 of Bamboo, Characters and Circles, four of each) and 12 winds (three each of North, South, East and West, rank 10, no suit).</source>
        <translation>132 Mahjong-Steine: 12 Drachen (je vier Weiße, Grüne und Rote, Rang 0, ohne Farbe), 108 Farbsteine (1 bis 9 in Bambus, Zeichen und Kreisen, je vier) und 12 Winde (je drei Nord, Süd, Ost und West, Rang 10, ohne Farbe).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lockstep:&lt;/b&gt; a tile of each rank must be on all four piles of a set before any tile of the next rank may go on that set.</source>
        <translation>&lt;b&gt;Gleichschritt:&lt;/b&gt; Ein Stein jedes Rangs muss auf allen vier Zielstapeln einer Gruppe liegen, bevor ein Stein des nächsten Rangs auf diese Gruppe darf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;This rule set:&lt;/b&gt; {options}.</source>
        <translation>&lt;b&gt;Dieser Regelsatz:&lt;/b&gt; {options}.</translation>
    </message>
    <message>
        <source>All 132 tiles on the foundations. When no move can change anything any more, the game says so.</source>
        <translation>Alle 132 Steine auf den Zielstapeln. Wenn kein Zug mehr etwas ändern kann, sagt das Spiel es dir.</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Zielstapel</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>No lockstep: each pile of a set is built on its own.</source>
        <translation>Kein Gleichschritt: Jeder Zielstapel einer Gruppe wird für sich aufgebaut.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Tableau</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>The other 54 tiles, face down. Click the stock (or press Enter) to turn tiles onto the waste: {passes}. {redeals} The top waste tile may be played to the tableau or a foundation.</source>
        <translation>Die übrigen 54 Steine, verdeckt. Klicke auf den Stapel (oder drücke die Eingabetaste), um Steine auf die Ablage aufzudecken: {passes}. {redeals} Der oberste Stein der Ablage darf in die Spalten oder auf einen Zielstapel gespielt werden.</translation>
    </message>
    <message>
        <source>The presets</source>
        <translation>Die Vorgaben</translation>
    </message>
    <message>
        <source>There is no redeal: once the stock is empty it stays empty.</source>
        <translation>Es gibt keine Neuverteilung: Ist der Stapel einmal leer, bleibt er leer.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Twelve piles in three sets of four, down the left side: the first set is Bamboo, the second Characters, the third Circles. Each pile is built up from a dragon, then 1 to 9 of its set&apos;s suit, then a wind. The four dragons of a set must be of one type: the first dragon you put on a set decides which, and as there are just four of each, a type begun on one set cannot begin another. The four winds of a set must be one of each wind.</source>
        <translation>Zwölf Zielstapel in drei Gruppen zu je vier, am linken Rand: Die erste Gruppe ist Bambus, die zweite Zeichen, die dritte Kreise. Jeder Zielstapel wird von einem Drachen aus aufgebaut, dann 1 bis 9 in der Farbe seiner Gruppe, dann ein Wind. Die vier Drachen einer Gruppe müssen von einer Art sein: Der erste Drache, den du auf eine Gruppe legst, bestimmt welche, und da es von jeder Art nur vier gibt, kann eine Art, die in einer Gruppe begonnen wurde, keine andere beginnen. Die vier Winde einer Gruppe müssen je einer von jeder Art sein.</translation>
    </message>
    <message>
        <source>Twelve piles: pile 1 is dealt 1 tile, pile 2 gets 2, and so on to 12 tiles in pile 12. Only the last tile of each pile is face up; a face-down tile turns up when it becomes the last of its pile. A last tile may go onto the last tile of another pile if it is one rank lower and of a different suit (dragons and winds have no suit, so they differ from every suit). A run in sequence down, each tile of a different suit from the one above, moves as a unit. An empty pile takes {empty}. The last tile of a pile may go to a foundation when the foundation rules allow it.</source>
        <translation>Zwölf Spalten: Spalte 1 erhält 1 Stein, Spalte 2 zwei und so weiter bis zu 12 Steinen in Spalte 12. Nur der letzte Stein jeder Spalte liegt offen; ein verdeckter Stein wird aufgedeckt, sobald er der letzte seiner Spalte ist. Ein letzter Stein darf auf den letzten Stein einer anderen Spalte, wenn er einen Rang niedriger ist und eine andere Farbe hat (Drachen und Winde haben keine Farbe und unterscheiden sich so von jeder Farbe). Eine absteigende Folge, in der jeder Stein eine andere Farbe hat als der darüber, wird als Ganzes bewegt. Eine leere Spalte nimmt {empty}. Der letzte Stein einer Spalte darf auf einen Zielstapel, wenn die Regeln der Zielstapel es erlauben.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, as often as you like.</source>
        <translation>Ist der Stapel leer, dreht ein Klick darauf die Ablage wieder als Stapel um, so oft du willst.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, once in a game.</source>
        <translation>Ist der Stapel leer, dreht ein Klick darauf die Ablage wieder als Stapel um, einmal im Spiel.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, twice in a game.</source>
        <translation>Ist der Stapel leer, dreht ein Klick darauf die Ablage wieder als Stapel um, zweimal im Spiel.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, {count} times in a game.</source>
        <translation>Ist der Stapel leer, dreht ein Klick darauf die Ablage wieder als Stapel um, {count}-mal im Spiel.</translation>
    </message>
    <message>
        <source>{n} at a time</source>
        <translation>{n} auf einmal</translation>
    </message>
    <message>
        <source>{n} at a time on every pass</source>
        <translation>{n} auf einmal in jedem Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the eighth pass</source>
        <translation>{n} auf einmal im achten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the fifth pass</source>
        <translation>{n} auf einmal im fünften Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the first pass</source>
        <translation>{n} auf einmal im ersten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the fourth pass</source>
        <translation>{n} auf einmal im vierten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the ninth pass</source>
        <translation>{n} auf einmal im neunten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the second pass</source>
        <translation>{n} auf einmal im zweiten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the seventh pass</source>
        <translation>{n} auf einmal im siebten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the sixth pass</source>
        <translation>{n} auf einmal im sechsten Durchgang</translation>
    </message>
    <message>
        <source>{n} at a time on the third pass</source>
        <translation>{n} auf einmal im dritten Durchgang</translation>
    </message>
    <message>
        <source>{passes} and every later pass</source>
        <translation>{passes} und in jedem weiteren Durchgang</translation>
    </message>
    <message>
        <source>{passes}; {next}</source>
        <translation>{passes}; {next}</translation>
    </message>
</context>
<context>
    <name>KlondikeMoves</name>
    <message>
        <source>An empty pile takes {rule}.</source>
        <translation>Eine leere Spalte nimmt {rule}.</translation>
    </message>
    <message>
        <source>Click the stock to turn its tiles onto the waste.</source>
        <translation>Klicke auf den Stapel, um seine Steine auf die Ablage aufzudecken.</translation>
    </message>
    <message>
        <source>Lockstep: every pile of the {suit} set needs {before} before {tile} may go on.</source>
        <translation>Gleichschritt: Jeder Zielstapel der Gruppe {suit} braucht erst „{before}“, bevor „{tile}“ darauf darf.</translation>
    </message>
    <message>
        <source>No foundation takes the {tile} now.</source>
        <translation>Gerade nimmt kein Zielstapel „{tile}“.</translation>
    </message>
    <message>
        <source>No redeals left.</source>
        <translation>Keine Neuverteilung mehr.</translation>
    </message>
    <message>
        <source>Not a MahJongg Klondike move: {move}</source>
        <translation>Kein Zug von MahJongg Klondike: {move}</translation>
    </message>
    <message>
        <source>Only the last tile of a pile can go to a foundation.</source>
        <translation>Nur der letzte Stein einer Spalte darf auf einen Zielstapel.</translation>
    </message>
    <message>
        <source>Only the top tile of the waste can be played.</source>
        <translation>Nur der oberste Stein der Ablage ist spielbar.</translation>
    </message>
    <message>
        <source>That foundation pile is complete.</source>
        <translation>Dieser Zielstapel ist vollständig.</translation>
    </message>
    <message>
        <source>That pile needs {tile} next.</source>
        <translation>Auf diesen Zielstapel gehört als Nächstes: {tile}.</translation>
    </message>
    <message>
        <source>That tile is already on that pile.</source>
        <translation>Dieser Stein liegt schon in dieser Spalte.</translation>
    </message>
    <message>
        <source>That tile is face down.</source>
        <translation>Dieser Stein liegt verdeckt.</translation>
    </message>
    <message>
        <source>That tile is face down: it turns up when it becomes the last of its pile.</source>
        <translation>Dieser Stein liegt verdeckt: Er wird aufgedeckt, sobald er der letzte seiner Spalte ist.</translation>
    </message>
    <message>
        <source>The dragons of a set must match: the {suit} set builds {dragon}s.</source>
        <translation>Die Drachen einer Gruppe müssen gleich sein: In der Gruppe {suit} liegt „{dragon}“.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <translation>Stapel und Ablage sind leer.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <source>The stock is not empty yet.</source>
        <translation>Der Stapel ist noch nicht leer.</translation>
    </message>
    <message>
        <source>The {dragon}s are already being built on the {suit} set.</source>
        <translation>„{dragon}“ liegt schon in der Gruppe {suit}.</translation>
    </message>
    <message>
        <source>The {suit} set already has the {wind}: its winds are one of each.</source>
        <translation>Die Gruppe {suit} hat schon „{wind}“: Jeder Wind kommt darin nur einmal vor.</translation>
    </message>
    <message>
        <source>The {suit} set builds only {suit}.</source>
        <translation>In die Gruppe {suit} kommen nur {suit}-Steine.</translation>
    </message>
    <message>
        <source>The {tile} cannot go up yet: {below} must be on a {suit} pile first.</source>
        <translation>„{tile}“ darf noch nicht hinauf: Zuerst muss „{below}“ auf einem Zielstapel der Gruppe {suit} liegen.</translation>
    </message>
    <message>
        <source>The {tile} goes only on a tile one rank higher.</source>
        <translation>„{tile}“ passt nur auf einen Stein, der einen Rang höher ist.</translation>
    </message>
    <message>
        <source>The {tile} must go on a tile of another suit.</source>
        <translation>„{tile}“ muss auf einen Stein einer anderen Farbe.</translation>
    </message>
    <message>
        <source>There is no foundation pile {pile}.</source>
        <translation>Es gibt keinen Zielstapel {pile}.</translation>
    </message>
    <message>
        <source>There is no tableau pile {pile}.</source>
        <translation>Es gibt keine Spalte {pile}.</translation>
    </message>
    <message>
        <source>There is no waste to turn over.</source>
        <translation>Es gibt keine Ablage zum Umdrehen.</translation>
    </message>
    <message>
        <source>Tiles in the stock cannot be played: click the stock to turn them.</source>
        <translation>Steine im Stapel sind nicht spielbar: Klicke auf den Stapel, um sie aufzudecken.</translation>
    </message>
    <message>
        <source>Tiles on the foundations stay there.</source>
        <translation>Steine auf den Zielstapeln bleiben dort.</translation>
    </message>
    <message>
        <source>a dragon</source>
        <translation>ein Drache</translation>
    </message>
    <message>
        <source>a wind</source>
        <translation>ein Wind</translation>
    </message>
    <message>
        <source>foundation {n}</source>
        <translation>Zielstapel {n}</translation>
    </message>
    <message>
        <source>pile {n}</source>
        <translation>Spalte {n}</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>turn stock (pass {n})</source>
        <translation>Stapel aufdecken (Durchgang {n})</translation>
    </message>
    <message>
        <source>turn the waste over (pass {n})</source>
        <translation>Ablage umdrehen (Durchgang {n})</translation>
    </message>
    <message>
        <source>waste</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>{tile}: {source} -&gt; {target}</source>
        <translation>{tile}: {source} -&gt; {target}</translation>
    </message>
</context>
<context>
    <name>KlondikeOptionsDialog</name>
    <message>
        <source>&amp;Redeals:</source>
        <translation>&amp;Neuverteilungen:</translation>
    </message>
    <message>
        <source>An &amp;empty pile takes:</source>
        <translation>Eine &amp;leere Spalte nimmt:</translation>
    </message>
    <message>
        <source>Foundations:</source>
        <translation>Zielstapel:</translation>
    </message>
    <message>
        <source>Lockstep: a rank must be on all four piles of a set before the next goes up</source>
        <translation>Gleichschritt: Ein Rang muss auf allen vier Zielstapeln einer Gruppe liegen, bevor der nächste folgt</translation>
    </message>
    <message>
        <source>MahJongg Klondike Rules</source>
        <translation>Regeln für MahJongg Klondike</translation>
    </message>
    <message>
        <source>Tiles per turn, pass by pass:</source>
        <translation>Steine je Zug, Durchgang für Durchgang:</translation>
    </message>
    <message>
        <source>Tiles turned per click of the stock on the first pass</source>
        <translation>Aufgedeckte Steine je Klick auf den Stapel im ersten Durchgang</translation>
    </message>
    <message>
        <source>Tiles turned per click of the stock on the second pass</source>
        <translation>Aufgedeckte Steine je Klick auf den Stapel im zweiten Durchgang</translation>
    </message>
    <message>
        <source>Tiles turned per click of the stock on the third and later passes</source>
        <translation>Aufgedeckte Steine je Klick auf den Stapel ab dem dritten Durchgang</translation>
    </message>
</context>
<context>
    <name>KlondikeRuleSets</name>
    <message>
        <source>A single pass through the stock, three tiles at a time, and no redeal. The hardest preset: the solver seldom finds a win, so most deals are dealt as they fall and the outlook often stays undecided.</source>
        <translation>Ein einziger Durchgang durch den Stapel, drei Steine auf einmal, keine Neuverteilung. Die schwerste Vorgabe: Der Löser findet selten einen Gewinnweg, daher werden die meisten Spiele ausgeteilt, wie sie fallen, und die Aussicht bleibt oft offen.</translation>
    </message>
    <message>
        <source>Klondike Deal Three</source>
        <translation>Dreier-Klondike</translation>
    </message>
    <message>
        <source>Klondike Gold Rush</source>
        <translation>Klondike-Goldrausch</translation>
    </message>
    <message>
        <source>Long Klondike</source>
        <translation>Langes Klondike</translation>
    </message>
    <message>
        <source>MahJongg Klondike</source>
        <translation>MahJongg Klondike</translation>
    </message>
    <message>
        <source>MahJongg Klondike ({options})</source>
        <translation>MahJongg Klondike ({options})</translation>
    </message>
    <message>
        <source>Strict Klondike</source>
        <translation>Strenges Klondike</translation>
    </message>
    <message>
        <source>The base game with a longer stock: after the three passes of the base game come three more, one tile at a time (five redeals). The easiest preset.</source>
        <translation>Das Grundspiel mit längerem Stapel: Auf die drei Durchgänge des Grundspiels folgen drei weitere, je ein Stein auf einmal (fünf Neuverteilungen). Die leichteste Vorgabe.</translation>
    </message>
    <message>
        <source>The base game: the stock is turned three tiles at a time, then two, then one, with two redeals; foundations in lockstep; only a wind (or a run headed by one) goes into an empty pile.</source>
        <translation>Das Grundspiel: Der Stapel wird zu drei Steinen auf einmal aufgedeckt, dann zu zwei, dann zu einem, mit zwei Neuverteilungen; Zielstapel im Gleichschritt; in eine leere Spalte kommt nur ein Wind (oder eine Folge, die mit einem beginnt).</translation>
    </message>
    <message>
        <source>Three tiles at a time on every pass and only two redeals: harder than the base game, whose later passes turn two and then one, and easier than Strict Klondike.</source>
        <translation>In jedem Durchgang drei Steine auf einmal und nur zwei Neuverteilungen: schwerer als das Grundspiel, dessen spätere Durchgänge zwei und dann einen aufdecken, und leichter als Strenges Klondike.</translation>
    </message>
    <message>
        <source>Three tiles at a time on every pass, as often as you like (unlimited redeals); otherwise the base game.</source>
        <translation>In jedem Durchgang drei Steine auf einmal, so oft du willst (unbegrenzt neu verteilen); sonst wie das Grundspiel.</translation>
    </message>
    <message>
        <source>any tile or run</source>
        <translation>jeden Stein und jede Folge</translation>
    </message>
    <message>
        <source>free foundations (no lockstep)</source>
        <translation>freie Zielstapel (kein Gleichschritt)</translation>
    </message>
    <message>
        <source>lockstep foundations</source>
        <translation>Zielstapel im Gleichschritt</translation>
    </message>
    <message>
        <source>no redeal</source>
        <translation>keine Neuverteilung</translation>
    </message>
    <message>
        <source>nothing: an emptied pile stays empty</source>
        <translation>nichts: Eine geleerte Spalte bleibt leer</translation>
    </message>
    <message>
        <source>one redeal</source>
        <translation>eine Neuverteilung</translation>
    </message>
    <message>
        <source>only a wind, or a run headed by a wind</source>
        <translation>nur einen Wind oder eine Folge, die mit einem Wind beginnt</translation>
    </message>
    <message>
        <source>redeals unlimited</source>
        <translation>unbegrenzte Neuverteilungen</translation>
    </message>
    <message>
        <source>stock turned {passes} at a time, {redeals}; {lockstep}; empty piles take {empty}</source>
        <translation>Stapel zu {passes} auf einmal aufgedeckt, {redeals}; {lockstep}; leere Spalten nehmen {empty}</translation>
    </message>
    <message>
        <source>{count} redeals</source>
        <translation>{count} Neuverteilungen</translation>
    </message>
    <message>
        <source>{passes}, then {n}</source>
        <translation>{passes}, dann {n}</translation>
    </message>
</context>
<context>
    <name>KlondikeScene</name>
    <message>
        <source>Bam.</source>
        <comment>short for the Bamboo suit</comment>
        <translation>Bam.</translation>
    </message>
    <message>
        <source>Char.</source>
        <comment>short for the Characters suit</comment>
        <translation>Zch.</translation>
    </message>
    <message>
        <source>Circ.</source>
        <comment>short for the Circles suit</comment>
        <translation>Krs.</translation>
    </message>
    <message>
        <source>Click to turn the waste over</source>
        <translation>Klicken, um die Ablage umzudrehen</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drache</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Keine Neuverteilung mehr</translation>
    </message>
    <message>
        <source>Pass {pass_number}  ·  {redeals}</source>
        <translation>Durchgang {pass_number}  ·  {redeals}</translation>
    </message>
    <message>
        <source>Stock {tiles}  ·  {draw} per turn</source>
        <translation>Stapel {tiles}  ·  {draw} pro Zug</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n tile(s), click or press Enter to turn {draw}</source>
        <translation>
            <numerusform>Stapel: %n Stein, klicken oder Eingabe drücken, um {draw} umzudrehen</numerusform>
            <numerusform>Stapel: %n Steine, klicken oder Eingabe drücken, um {draw} umzudrehen</numerusform>
        </translation>
    </message>
    <message>
        <source>The first dragon put on this set decides its dragon type</source>
        <translation>Der erste Drache in dieser Gruppe bestimmt ihre Drachenart</translation>
    </message>
    <message>
        <source>This set builds the {dragon} tiles</source>
        <translation>In dieser Gruppe liegen die Steine „{dragon}“</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Wind</translation>
    </message>
    <message>
        <source>↻ Redeal</source>
        <translation>↻ Neu verteilen</translation>
    </message>
</context>
<context>
    <name>LayoutChecks</name>
    <message>
        <source>&quot;name&quot; holds half of a surrogate pair, which is not text</source>
        <translation>&quot;name&quot; enthält die Hälfte eines Surrogatpaars, das ist kein Text</translation>
    </message>
    <message>
        <source>&quot;name&quot; is longer than {most} characters</source>
        <translation>&quot;name&quot; ist länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be a non-empty string</source>
        <translation>&quot;name&quot; muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be one line of plain text</source>
        <translation>&quot;name&quot; muss eine Zeile einfacher Text sein</translation>
    </message>
    <message>
        <source>&quot;positions&quot; is missing</source>
        <translation>&quot;positions&quot; fehlt</translation>
    </message>
    <message>
        <source>&quot;stars&quot; must be 1, 2 or 3</source>
        <translation>&quot;stars&quot; muss 1, 2 oder 3 sein</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number</source>
        <translation>&quot;version&quot; muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>is in the same place as position {j}</source>
        <translation>liegt an derselben Stelle wie Position {j}</translation>
    </message>
    <message>
        <source>layer must be 0 to {most}</source>
        <translation>die Ebene muss zwischen 0 und {most} liegen</translation>
    </message>
    <message>
        <source>must be [x, y, z], three whole numbers</source>
        <translation>muss [x, y, z] sein, drei ganze Zahlen</translation>
    </message>
    <message>
        <source>not JSON we can read: {error}</source>
        <translation>kein JSON, das wir lesen können: {error}</translation>
    </message>
    <message>
        <source>not JSON: line {line} column {column}: {error}</source>
        <translation>kein JSON: Zeile {line} Spalte {column}: {error}</translation>
    </message>
    <message>
        <source>not a layout: &quot;format&quot; must be &quot;{format}&quot;</source>
        <translation>kein Layout: &quot;format&quot; muss &quot;{format}&quot; sein</translation>
    </message>
    <message>
        <source>not a layout: the file must hold a JSON object</source>
        <translation>kein Layout: Die Datei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>overlaps position {j}</source>
        <translation>überlappt Position {j}</translation>
    </message>
    <message>
        <source>position {i}: {problem}</source>
        <translation>Position {i}: {problem}</translation>
    </message>
    <message>
        <source>positions must be a list of [x, y, z]</source>
        <translation>die Positionen müssen eine Liste von [x, y, z] sein</translation>
    </message>
    <message>
        <source>the layout has no positions</source>
        <translation>das Layout hat keine Positionen</translation>
    </message>
    <message>
        <source>version {version} is newer than this program reads ({readable})</source>
        <translation>Version {version} ist neuer als die, die dieses Programm liest ({readable})</translation>
    </message>
    <message>
        <source>x and y must be 0 to {most}</source>
        <translation>x und y müssen zwischen 0 und {most} liegen</translation>
    </message>
    <message>
        <source>{count} positions, more than the {most} allowed</source>
        <translation>{count} Positionen, mehr als die erlaubten {most}</translation>
    </message>
    <message>
        <source>{count} positions: an odd count cannot be cleared in pairs</source>
        <translation>{count} Positionen: Eine ungerade Anzahl lässt sich nicht paarweise abräumen</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>&amp;Back to Editing</source>
        <translation>&amp;Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Export to KMahjongg…</source>
        <translation>Nach KMahjongg &amp;exportieren …</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>Akt&amp;uelle Ebene:</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;New Layout</source>
        <translation>&amp;Neues Layout</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Stars:</source>
        <translation>S&amp;terne:</translation>
    </message>
    <message>
        <source>&amp;Try It</source>
        <translation>&amp;Ausprobieren</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>(outlined)</source>
        <translation>(umrandet)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; free at the start {outlined}</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; frei zu Beginn {outlined}</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; frei zu Beginn {outlined}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; tile(s) (by layer, bottom first: {layers}); {shown}</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Stein (je Ebene, von unten: {layers}); {shown}</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Steine (je Ebene, von unten: {layers}); {shown}</numerusform>
        </translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Alle Dateien ({patterns})</translation>
    </message>
    <message>
        <source>Cannot be dealt: {reason}.</source>
        <translation>Kann nicht ausgeteilt werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot be saved: {reason}</source>
        <translation>Kann nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Cannot save: {problem}</source>
        <translation>Speichern nicht möglich: {problem}</translation>
    </message>
    <message>
        <source>Caution: {problem}</source>
        <translation>Achtung: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Deal a winnable game on the layout now, and measure how hard it plays: the share of %n random deal(s) the solver wins</source>
        <translation>
            <numerusform>Jetzt ein lösbares Spiel auf dem Layout austeilen und messen, wie schwer es ist: der Anteil von %n zufälligen Spiel, den der Löser gewinnt</numerusform>
            <numerusform>Jetzt ein lösbares Spiel auf dem Layout austeilen und messen, wie schwer es ist: der Anteil von %n zufälligen Spielen, den der Löser gewinnt</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal {deal} is a winnable game: the solver clears it.</source>
        <translation>Spiel Nr. {deal} ist lösbar: Der Löser räumt es ab.</translation>
    </message>
    <message>
        <source>Export to KMahjongg</source>
        <translation>Nach KMahjongg exportieren</translation>
    </message>
    <message>
        <source>Exported {file} for KMahjongg</source>
        <translation>{file} für KMahjongg exportiert</translation>
    </message>
    <message>
        <source>Hide the dealt faces and edit the layout again</source>
        <translation>Die ausgeteilten Steine ausblenden und das Layout weiter bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>How hard: the solver wins {won} of %n random deal(s) ({percent}), {unknown} undecided.</source>
        <translation>
            <numerusform>Schwierigkeit: Der Löser gewinnt {won} von %n zufälligen Spiel ({percent}), {unknown} offen.</numerusform>
            <numerusform>Schwierigkeit: Der Löser gewinnt {won} von %n zufälligen Spielen ({percent}), {unknown} offen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How hard: the solver wins {won} of %n random deal(s) ({percent}).</source>
        <translation>
            <numerusform>Schwierigkeit: Der Löser gewinnt {won} von %n zufälligen Spiel ({percent}).</numerusform>
            <numerusform>Schwierigkeit: Der Löser gewinnt {won} von %n zufälligen Spielen ({percent}).</numerusform>
        </translation>
    </message>
    <message>
        <source>KMahjongg layouts ({patterns})</source>
        <translation>KMahjongg-Layouts ({patterns})</translation>
    </message>
    <message>
        <source>La&amp;yer</source>
        <translation>&amp;Ebene</translation>
    </message>
    <message>
        <source>Layer &amp;Down</source>
        <translation>Ebene &amp;tiefer</translation>
    </message>
    <message>
        <source>Layer &amp;Up</source>
        <translation>Ebene &amp;höher</translation>
    </message>
    <message>
        <source>Layer {layer}, column {column}, row {row}: {problem}</source>
        <translation>Ebene {layer}, Spalte {column}, Zeile {row}: {problem}</translation>
    </message>
    <message>
        <source>Layout Editor</source>
        <translation>Layout-Editor</translation>
    </message>
    <message>
        <source>Layout grid</source>
        <translation>Layout-Raster</translation>
    </message>
    <message>
        <source>Layouts ({patterns})</source>
        <translation>Layouts ({patterns})</translation>
    </message>
    <message>
        <source>Left-right</source>
        <translation>Links-rechts</translation>
    </message>
    <message>
        <source>Measured: {stars}</source>
        <translation>Gemessen: {stars}</translation>
    </message>
    <message>
        <source>Mirror:</source>
        <translation>Spiegeln:</translation>
    </message>
    <message>
        <source>Move Layout Down</source>
        <translation>Layout nach unten schieben</translation>
    </message>
    <message>
        <source>Move Layout Left</source>
        <translation>Layout nach links schieben</translation>
    </message>
    <message>
        <source>Move Layout Right</source>
        <translation>Layout nach rechts schieben</translation>
    </message>
    <message>
        <source>Move Layout Up</source>
        <translation>Layout nach oben schieben</translation>
    </message>
    <message>
        <source>New Layout</source>
        <comment>the name an empty layout starts with</comment>
        <translation>Neues Layout</translation>
    </message>
    <message>
        <source>No winnable deal: no order of taking pairs clears this layout (deal {deal}).</source>
        <translation>Kein lösbares Spiel: Keine Reihenfolge der Paare räumt dieses Layout ab (Spiel Nr. {deal}).</translation>
    </message>
    <message>
        <source>Nothing to export: {reason}.</source>
        <translation>Nichts zu exportieren: {reason}.</translation>
    </message>
    <message>
        <source>Open Layout</source>
        <translation>Layout öffnen</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Bereit zum Speichern.</translation>
    </message>
    <message>
        <source>Save &amp;As New Layout</source>
        <translation>Als neues Layout s&amp;peichern</translation>
    </message>
    <message>
        <source>Save Layout</source>
        <translation>Layout speichern</translation>
    </message>
    <message>
        <source>Save the changes to “{name}”?</source>
        <translation>Die Änderungen an „{name}“ speichern?</translation>
    </message>
    <message>
        <source>Save the layout and start a game on it</source>
        <translation>Das Layout speichern und darauf ein Spiel beginnen</translation>
    </message>
    <message>
        <source>Saved as {file} in your layouts folder</source>
        <translation>Als {file} in deinem Layout-Ordner gespeichert</translation>
    </message>
    <message>
        <source>Stars by our measure: &lt;b&gt;{stars}&lt;/b&gt;</source>
        <translation>Sterne nach unserer Messung: &lt;b&gt;{stars}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The layout is at the edge of the grid: it cannot move further.</source>
        <translation>Das Layout liegt am Rand des Rasters: Weiter lässt es sich nicht schieben.</translation>
    </message>
    <message>
        <source>This layout cannot be saved: {reason}.</source>
        <translation>Dieses Layout kann nicht gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>Top-bottom</source>
        <translation>Oben-unten</translation>
    </message>
    <message numerus="yes">
        <source>layer {layer}: %n tile(s)</source>
        <translation>
            <numerusform>Ebene {layer}: %n Stein</numerusform>
            <numerusform>Ebene {layer}: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>no layout in the file</source>
        <translation>kein Layout in der Datei</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no layers</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>qtsolitaire layouts ({patterns})</source>
        <translation>qtsolitaire-Layouts ({patterns})</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
</context>
<context>
    <name>LayoutFiles</name>
    <message>
        <source>FileName={name} names no file</source>
        <translation>FileName={name} nennt keine Datei</translation>
    </message>
    <message>
        <source>FileName={name}: {reason}</source>
        <translation>FileName={name}: {reason}</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>nicht lesbar: {reason}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>larger than {megabytes} MB: not a layout</source>
        <translation>größer als {megabytes} MB: kein Layout</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>not a KMahjongg layout description: it has no [KMahjonggLayout] FileName= line</source>
        <translation>keine KMahjongg-Layoutbeschreibung: Es fehlt die Zeile FileName= unter [KMahjonggLayout]</translation>
    </message>
    <message>
        <source>{file}: id {id} is already used by {other}; rename the file</source>
        <translation>{file}: Die Kennung {id} wird schon von {other} verwendet; bitte die Datei umbenennen</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{folder}: cannot read the folder: {reason}</source>
        <translation>{folder}: Der Ordner ist nicht lesbar: {reason}</translation>
    </message>
</context>
<context>
    <name>LayoutImport</name>
    <message>
        <source>&amp;Choose Layout…</source>
        <translation>Layout &amp;wählen …</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Alle Dateien ({patterns})</translation>
    </message>
    <message>
        <source>GNOME Mahjongg maps ({patterns})</source>
        <translation>GNOME-Mahjongg-Karten ({patterns})</translation>
    </message>
    <message>
        <source>Import Layouts</source>
        <translation>Layouts importieren</translation>
    </message>
    <message>
        <source>Importing layouts…</source>
        <translation>Layouts werden importiert …</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>{file} wird importiert …</translation>
    </message>
    <message>
        <source>KMahjongg layouts ({patterns})</source>
        <translation>KMahjongg-Layouts ({patterns})</translation>
    </message>
    <message>
        <source>Layout files ({patterns})</source>
        <translation>Layout-Dateien ({patterns})</translation>
    </message>
    <message>
        <source>id {taken_id} was taken, saved as {id}</source>
        <translation>Kennung {taken_id} war vergeben, als {id} gespeichert</translation>
    </message>
    <message>
        <source>id {taken_id} was taken, saved as {id}; named {name}, as {taken} is taken</source>
        <translation>Kennung {taken_id} war vergeben, als {id} gespeichert; {name} genannt, da {taken} vergeben ist</translation>
    </message>
    <message>
        <source>named {name}, as {taken} is taken</source>
        <translation>{name} genannt, da {taken} vergeben ist</translation>
    </message>
    <message>
        <source>{file}: could not be imported: this program met something it did not expect (please report it with the file)</source>
        <translation>{file}: konnte nicht importiert werden: Das Programm stieß auf etwas Unerwartetes (bitte mit der Datei melden)</translation>
    </message>
    <message>
        <source>{file}: {layout}: cannot save into {folder}: {reason}</source>
        <translation>{file}: {layout}: Speichern in {folder} nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
</context>
<context>
    <name>LayoutNames</name>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Butterfly</source>
        <translation>Schmetterling</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>Checkerboard</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Classic Turtle</source>
        <translation>Klassische Schildkröte</translation>
    </message>
    <message>
        <source>Compass Star</source>
        <translation>Windrose</translation>
    </message>
    <message>
        <source>Crab</source>
        <translation>Krabbe</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Krone</translation>
    </message>
    <message>
        <source>Double Spiral</source>
        <translation>Doppelspirale</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Four Towers</source>
        <translation>Vier Türme</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Hourglass</source>
        <translation>Sanduhr</translation>
    </message>
    <message>
        <source>Letter H</source>
        <translation>Buchstabe H</translation>
    </message>
    <message>
        <source>Letter X</source>
        <translation>Buchstabe X</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Eule</translation>
    </message>
    <message>
        <source>Pine Tree</source>
        <translation>Kiefer</translation>
    </message>
    <message>
        <source>Pinwheel</source>
        <translation>Windrad</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Schildkröte</translation>
    </message>
    <message>
        <source>Twin Peaks</source>
        <translation>Zwillingsgipfel</translation>
    </message>
</context>
<context>
    <name>LayoutPicker</name>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n Ebene</numerusform>
            <numerusform>%n Ebenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout file(s) could not be read (hover for the reasons).</source>
        <translation>
            <numerusform>%n Layout-Datei konnte nicht gelesen werden (Mauszeiger darüber zeigt die Gründe).</numerusform>
            <numerusform>%n Layout-Dateien konnten nicht gelesen werden (Mauszeiger darüber zeigt die Gründe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Choose Layout</source>
        <translation>Layout wählen</translation>
    </message>
    <message>
        <source>Filter by name, stars (**), tile count or “{yours}”</source>
        <translation>Nach Name, Sternen (**), Steinzahl oder „{yours}“ filtern</translation>
    </message>
    <message>
        <source>No layout matches the filter.</source>
        <translation>Kein Layout passt zum Filter.</translation>
    </message>
    <message>
        <source>shipped</source>
        <comment>a layout that comes with the game</comment>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>yours</source>
        <comment>the player&apos;s own layouts</comment>
        <translation>eigene</translation>
    </message>
    <message>
        <source>{name}: {tiles} in {layers}, {free} free at the start</source>
        <translation>{name}: {tiles} auf {layers}, {free} frei zu Beginn</translation>
    </message>
    <message>
        <source>{tiles} · yours</source>
        <comment>the player&apos;s own layout</comment>
        <translation>{tiles} · eigenes</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message numerus="yes">
        <source>%n tile(s) left and no two free tiles match. Undo, shuffle, restart or deal again.</source>
        <translation>
            <numerusform>%n Stein übrig, und keine zwei freien Steine passen zusammen. Zug rückgängig, mischen, neu starten oder neu geben.</numerusform>
            <numerusform>%n Steine übrig, und keine zwei freien Steine passen zusammen. Zug rückgängig, mischen, neu starten oder neu geben.</numerusform>
        </translation>
    </message>
    <message>
        <source>No more matches</source>
        <translation>Keine passenden Paare mehr</translation>
    </message>
    <message>
        <source>No more matches: try Shuffle or Undo</source>
        <translation>Keine passenden Paare mehr: Mischen oder Zug rückgängig</translation>
    </message>
</context>
<context>
    <name>MahjongHelp</name>
    <message>
        <source>&lt;b&gt;Hint&lt;/b&gt; shows a free pair, as often as you like. &lt;b&gt;Shuffle&lt;/b&gt; deals the remaining faces at random onto the same places; it is not counted as a move, Undo takes it back, and it may leave a board that cannot be won. &lt;b&gt;Undo&lt;/b&gt; and &lt;b&gt;Redo&lt;/b&gt; go back and forth as far as you like.</source>
        <translation>&lt;b&gt;Tipp&lt;/b&gt; zeigt ein freies Paar, so oft du willst. &lt;b&gt;Mischen&lt;/b&gt; verteilt die verbleibenden Bilder zufällig auf dieselben Plätze; es zählt nicht als Zug, Zug rückgängig nimmt es zurück, und danach ist das Spiel womöglich nicht mehr zu gewinnen. &lt;b&gt;Zug rückgängig&lt;/b&gt; und &lt;b&gt;Zug wiederholen&lt;/b&gt; gehen beliebig weit zurück und wieder vor.</translation>
    </message>
    <message>
        <source>Clear the board by taking away matching tiles two at a time.</source>
        <translation>Räume das Brett ab, indem du jeweils zwei gleiche Steine entfernst.</translation>
    </message>
    <message>
        <source>Click a free tile, then a matching free tile: both leave the board. Click the selected tile again to let go of it; click another free tile to pick that one instead. The counter shows how many matching pairs are free right now.</source>
        <translation>Klicke auf einen freien Stein und dann auf einen passenden freien Stein: Beide verlassen das Brett. Ein erneuter Klick auf den gewählten Stein gibt ihn wieder frei; ein Klick auf einen anderen freien Stein wählt stattdessen diesen. Der Zähler zeigt, wie viele passende Paare gerade frei sind.</translation>
    </message>
    <message>
        <source>Free tiles</source>
        <translation>Freie Steine</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>Mahjong Solitaire: {layout}</source>
        <translation>Mahjong-Patience: {layout}</translation>
    </message>
    <message>
        <source>Only free tiles can be taken. A tile is free when no tile lies on top of it, not even partly, and it can slide out sideways: its left side or its right side is not touching a tile of the same layer. Tiles that touch only its top or bottom edge do not hold it. Blocked tiles are drawn dimmed.</source>
        <translation>Nur freie Steine können genommen werden. Ein Stein ist frei, wenn kein Stein auf ihm liegt, auch nicht teilweise, und er sich seitlich herausschieben lässt: Seine linke oder seine rechte Seite berührt keinen Stein derselben Ebene. Steine, die nur seine obere oder untere Kante berühren, halten ihn nicht fest. Blockierte Steine werden abgedunkelt gezeigt.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Two tiles match when they show the same face: the same suit and number, the same wind or the same dragon. Flowers are the exception: any flower matches any other flower. Seasons likewise match any season.</source>
        <translation>Zwei Steine passen zusammen, wenn sie dasselbe Bild zeigen: dieselbe Farbe und Zahl, denselben Wind oder denselben Drachen. Eine Ausnahme sind die Blumen: Jede Blume passt zu jeder anderen Blume. Ebenso passt jede Jahreszeit zu jeder anderen Jahreszeit.</translation>
    </message>
    <message>
        <source>Which tiles match</source>
        <translation>Welche Steine zusammenpassen</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Lösbare Spiele</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Gewinnen und verlieren</translation>
    </message>
    <message>
        <source>With &lt;i&gt;Deal only games that can be won&lt;/i&gt; on (Game &amp;gt; Preferences, the default), every deal has been cleared by the solver before you see it, and Shuffle keeps the board winnable whenever any placement of the faces can. While you play, the status bar says whether the position can still be won; when it cannot, one click undoes back to the last position that can. Hints then follow a winning line.</source>
        <translation>Ist &lt;i&gt;Nur lösbare Spiele austeilen&lt;/i&gt; eingeschaltet (Spiel &amp;gt; Einstellungen, die Voreinstellung), hat der Löser jedes Spiel abgeräumt, bevor du es siehst, und Mischen hält das Brett lösbar, wann immer irgendeine Verteilung der Bilder das kann. Während du spielst, zeigt die Statusleiste, ob die Stellung noch zu gewinnen ist; ist sie es nicht, führt ein Klick zurück zur letzten Stellung, die es noch ist. Tipps folgen dann einem Lösungsweg.</translation>
    </message>
    <message>
        <source>You win when the last pair leaves the board. When tiles remain but no two free tiles match, the game says &lt;i&gt;No more matches&lt;/i&gt;. You can then undo, shuffle, restart the deal or start a new one.</source>
        <translation>Du gewinnst, wenn das letzte Paar das Brett verlässt. Bleiben Steine übrig, aber keine zwei freien Steine passen zusammen, meldet das Spiel &lt;i&gt;Keine passenden Paare mehr&lt;/i&gt;. Dann kannst du Züge zurücknehmen, mischen, dasselbe Spiel neu beginnen oder ein neues austeilen.</translation>
    </message>
    <message>
        <source>{tiles} tiles in {layers} layers ({sizes}, bottom first). Difficulty {stars}.</source>
        <translation>{tiles} Steine in {layers} Ebenen ({sizes}, von unten nach oben). Schwierigkeit {stars}.</translation>
    </message>
</context>
<context>
    <name>MahjongMoves</name>
    <message>
        <source>A shuffle must deal exactly the faces still in play</source>
        <translation>Beim Mischen müssen genau die Steine verteilt werden, die noch im Spiel sind</translation>
    </message>
    <message>
        <source>No tiles left to shuffle</source>
        <translation>Keine Steine mehr zum Mischen</translation>
    </message>
    <message>
        <source>Pick two different tiles</source>
        <translation>Wähle zwei verschiedene Steine</translation>
    </message>
    <message>
        <source>That tile is blocked</source>
        <translation>Dieser Stein ist blockiert</translation>
    </message>
    <message>
        <source>That tile is not on the board</source>
        <translation>Dieser Stein liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>Those tiles do not match</source>
        <translation>Diese Steine passen nicht zusammen</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>mischen</translation>
    </message>
    <message>
        <source>{tile} + {other}</source>
        <translation>{tile} + {other}</translation>
    </message>
    <message>
        <source>{tile} at x{x} y{y} layer {z}</source>
        <translation>{tile} bei x{x} y{y} Ebene {z}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n daily challenges won in a row</source>
        <translation>
            <numerusform>%n tägliche Herausforderung in Folge gewonnen</numerusform>
            <numerusform>%n tägliche Herausforderungen in Folge gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in {time}</source>
        <translation>
            <numerusform>%n Zug in {time}</numerusform>
            <numerusform>%n Züge in {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>Ü&amp;ber {app}</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>&amp;Card Back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>&amp;Choose Layout…</source>
        <translation>Layout &amp;wählen …</translation>
    </message>
    <message>
        <source>&amp;Custom Rules…</source>
        <translation>&amp;Eigene Regeln …</translation>
    </message>
    <message>
        <source>&amp;Daily Challenge</source>
        <translation>&amp;Tägliche Herausforderung</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Nicht mehr fragen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Import Layouts…</source>
        <translation>Layouts &amp;importieren …</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mischen</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{app}&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Mahjong Solitaire, Pyramid Solitaire and MahJongg Klondike.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{app}&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Mahjong-Patience, Pyramiden-Patience und MahJongg Klondike.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU GPL, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A random game, layout or rule set, and deal</source>
        <translation>Zufällig: ein Spiel, Layout oder Regelsatz und eine Verteilung</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Spiel aufgeben</translation>
    </message>
    <message>
        <source>Abandon this game? It will count as a loss.</source>
        <translation>Dieses Spiel aufgeben? Es zählt als verloren.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>As the Table Suggests</source>
        <translation>Passend zum Tisch</translation>
    </message>
    <message>
        <source>Automatic (Follows the System)</source>
        <translation>Automatisch (wie das System)</translation>
    </message>
    <message>
        <source>Ca&amp;rds</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>Daily Challenge of {day} won!</source>
        <translation>Tägliche Herausforderung vom {day} gewonnen!</translation>
    </message>
    <message>
        <source>Daily Challenge: {day}</source>
        <translation>Tägliche Herausforderung: {day}</translation>
    </message>
    <message>
        <source>Deal any game instead</source>
        <translation>Stattdessen irgendein Spiel austeilen</translation>
    </message>
    <message>
        <source>Deal {deal} could not be dealt: {reason}</source>
        <translation>Spiel {deal} konnte nicht ausgeteilt werden: {reason}</translation>
    </message>
    <message>
        <source>Deal {deal} of {rules}: the solver is trying deals until one can be won.</source>
        <translation>Spiel {deal} von {rules}: Der Löser probiert Verteilungen aus, bis eine zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Dealing a winnable game…</source>
        <translation>Ein gewinnbares Spiel wird ausgeteilt …</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Layout &amp;Editor…</source>
        <translation>Layout-E&amp;ditor …</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>No winnable deal {deal} was found ({reason}); dealt it as it falls.</source>
        <translation>Keine gewinnbare Verteilung für Spiel {deal} gefunden ({reason}); es wurde ausgeteilt, wie es fällt.</translation>
    </message>
    <message>
        <source>Paused

Press P to play on</source>
        <translation>Pause

Drücke P, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>S&amp;piele</translation>
    </message>
    <message>
        <source>Preferences can turn the question back on</source>
        <translation>In den Einstellungen lässt sich die Frage wieder einschalten</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Re&amp;geln</translation>
    </message>
    <message>
        <source>Replay This Deal</source>
        <translation>Dieses Spiel wiederholen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Regeln — {rules}</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Statisti&amp;k</translation>
    </message>
    <message numerus="yes">
        <source>Score {score} — %n move(s) in {time}</source>
        <translation>
            <numerusform>{score} Punkte — %n Zug in {time}</numerusform>
            <numerusform>{score} Punkte — %n Züge in {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Surprise &amp;Me</source>
        <translation>Zu&amp;fallsspiel</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>&amp;Steine</translation>
    </message>
    <message>
        <source>The daily challenge cannot be dealt: {reason}</source>
        <translation>Die Tägliche Herausforderung kann nicht ausgeteilt werden: {reason}</translation>
    </message>
    <message>
        <source>This is the Daily Challenge of {day}; Restart (F5) plays it again from the start.</source>
        <translation>Das ist die Tägliche Herausforderung vom {day}; Neu starten (F5) spielt sie noch einmal von vorn.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, the same for every player (a new one each day, UTC)</source>
        <translation>Das Spiel des Tages, für alle Spieler gleich (jeden Tag ein neues, UTC)</translation>
    </message>
    <message>
        <source>Turn S&amp;tock</source>
        <translation>Vom Stapel &amp;ziehen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zug rückgängig</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Your game is being set up again, from its deal and every move.</source>
        <translation>Dein Spiel wird aus seiner Verteilung und allen Zügen wiederhergestellt.</translation>
    </message>
    <message>
        <source>Your records cannot be read just now.

{reason}.</source>
        <translation>Deine Statistik kann gerade nicht gelesen werden.

{reason}.</translation>
    </message>
    <message>
        <source>Your records cannot be read just now.

{reason}.

Try again once that program lets go of them.</source>
        <translation>Deine Statistik kann gerade nicht gelesen werden.

{reason}.

Versuche es noch einmal, sobald jenes Programm sie freigibt.</translation>
    </message>
    <message>
        <source>{game} — Daily Challenge of {day}</source>
        <translation>{game} — Tägliche Herausforderung vom {day}</translation>
    </message>
    <message>
        <source>{game} — {rules}</source>
        <translation>{game} — {rules}</translation>
    </message>
</context>
<context>
    <name>OutsideFiles</name>
    <message>
        <source>is a device, not a regular file</source>
        <translation>ist ein Gerät, keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a regular file</source>
        <translation>ist eine benannte Pipe (FIFO), keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>ist ein Socket, keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>is not a plain file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>A change to dealing applies from the next new game.</source>
        <translation>Eine Änderung beim Austeilen gilt ab dem nächsten neuen Spiel.</translation>
    </message>
    <message>
        <source>Animate tiles and cards</source>
        <translation>Steine und Karten animieren</translation>
    </message>
    <message>
        <source>Ask before a new game replaces one under way</source>
        <translation>Nachfragen, bevor ein neues Spiel ein laufendes ersetzt</translation>
    </message>
    <message>
        <source>Deal only games that can be won</source>
        <translation>Nur lösbare Spiele austeilen</translation>
    </message>
    <message>
        <source>Dealing:</source>
        <translation>Austeilen:</translation>
    </message>
    <message>
        <source>Each new deal is one that can be cleared: Mahjong deals are built backwards from a clearing order, Pyramid and MahJongg Klondike deals are won by the solver before you see them. Off: deals as they fall, which may be lost from the start.</source>
        <translation>Jedes neue Spiel lässt sich abräumen: Mahjong-Spiele werden rückwärts aus einer Abräumfolge gebaut, Pyramiden- und MahJongg-Klondike-Spiele gewinnt der Löser, bevor du sie siehst. Aus: Spiele, wie sie fallen, die von Anfang an verloren sein können.</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spiele:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Leaving a game with moves made counts as a loss in the statistics</source>
        <translation>Ein verlassenes Spiel mit gemachten Zügen zählt in der Statistik als verloren</translation>
    </message>
    <message>
        <source>Motion:</source>
        <translation>Bewegung:</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Takes effect the next time qtsolitaire starts.</source>
        <translation>Wird beim nächsten Start von qtsolitaire wirksam.</translation>
    </message>
    <message>
        <source>{games}: deals are always random.</source>
        <translation>{games}: Die Spiele werden immer zufällig ausgeteilt.</translation>
    </message>
</context>
<context>
    <name>PyramidController</name>
    <message>
        <source>No more moves</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>No two available cards add up to 13, no King is free, and no card still to come from the stock can change that. Score {score}. Undo, replay the deal or start a new one.</source>
        <translation>Keine zwei verfügbaren Karten ergeben zusammen 13, kein König ist frei, und keine Karte, die noch vom Stapel kommt, kann daran etwas ändern. {score} Punkte. Nimm Züge zurück, spiele dasselbe Spiel noch einmal oder beginne ein neues.</translation>
    </message>
    <message>
        <source>drag the {card} from the stock to the foundation</source>
        <translation>{card} vom Stapel auf den Zielstapel ziehen</translation>
    </message>
    <message>
        <source>pair the {card} with the {other}</source>
        <translation>{card} mit {other} paaren</translation>
    </message>
    <message>
        <source>park the {card} in the store</source>
        <translation>{card} in die Reserve legen</translation>
    </message>
    <message>
        <source>remove the {card}</source>
        <translation>{card} entfernen</translation>
    </message>
    <message>
        <source>turn a card from the stock</source>
        <translation>eine Karte vom Stapel umdrehen</translation>
    </message>
    <message>
        <source>turn the waste over to make a new stock</source>
        <translation>die Ablage umdrehen, um einen neuen Stapel zu bilden</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>{score} × {streak}</source>
        <comment>points so far × the streak a win makes</comment>
        <translation>{score} × {streak}</translation>
    </message>
</context>
<context>
    <name>PyramidHelp</name>
    <message>
        <source>&lt;b&gt;Covering pair.&lt;/b&gt; A card may pair with a card resting on it, if that is the only card still resting on it.</source>
        <translation>&lt;b&gt;Deckendes Paar.&lt;/b&gt; Eine Karte darf mit einer Karte, die auf ihr liegt, ein Paar bilden, wenn das die einzige Karte ist, die noch auf ihr liegt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score:&lt;/b&gt; 5 points per card removed. Clearing a pyramid row pays a bonus: 25 for the bottom row, then 50, 75, 100, 125, 150 and 175 for the apex. The most is 960.</source>
        <translation>&lt;b&gt;Punkte:&lt;/b&gt; 5 Punkte je entfernte Karte. Eine abgeräumte Reihe der Pyramide bringt einen Bonus: 25 für die unterste Reihe, dann 50, 75, 100, 125, 150 und 175 für die Spitze. Höchstens sind es 960.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Streak scoring:&lt;/b&gt; each pair or King removed earns {removal} points. Clearing the pyramid adds {pyramid}, or {pack} when every card of the pack has been discarded. A win&apos;s points are multiplied by your winning streak in this rule set, counting this win: your third win in a row scores three times its points. A game not won keeps its points once, and the streak starts again. The most one game can earn is {most} points times the streak.</source>
        <translation>&lt;b&gt;Serienwertung:&lt;/b&gt; Jedes entfernte Paar und jeder entfernte König bringt {removal} Punkte. Eine abgeräumte Pyramide bringt {pyramid} dazu, oder {pack}, wenn alle Karten abgeräumt sind. Die Punkte eines Siegs werden mit deiner Siegesserie in diesem Regelsatz malgenommen, diesen Sieg mitgezählt: Dein dritter Sieg in Folge zählt dreifach. Ein nicht gewonnenes Spiel behält seine Punkte einfach, und die Serie beginnt von vorn. Ein Spiel bringt höchstens {most} Punkte mal die Serie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Temporary store.&lt;/b&gt; When the store is empty you may park any available card in it. The parked card stays available until it is paired; a parked pyramid card still has to be paired before the pyramid counts as cleared.</source>
        <translation>&lt;b&gt;Reserve.&lt;/b&gt; Ist die Reserve leer, darfst du jede verfügbare Karte dort parken. Die geparkte Karte bleibt verfügbar, bis sie ein Paar bildet; eine geparkte Karte der Pyramide muss noch gepaart werden, bevor die Pyramide als abgeräumt gilt.</translation>
    </message>
    <message>
        <source>Ace counts 1, number cards their number, Jack 11, Queen 12, King 13; suits never matter. Remove two available cards that add up to 13 (Queen and Ace, Jack and 2, 10 and 3, 9 and 4, 8 and 5, 7 and 6), or an available King on its own.</source>
        <translation>Das Ass zählt 1, Zahlenkarten ihre Zahl, Bube 11, Dame 12, König 13; die Farben spielen keine Rolle. Entferne zwei verfügbare Karten, die zusammen 13 ergeben (Dame und Ass, Bube und 2, 10 und 3, 9 und 4, 8 und 5, 7 und 6), oder einen verfügbaren König allein.</translation>
    </message>
    <message>
        <source>Available cards: {cards}.</source>
        <translation>Verfügbare Karten: {cards}.</translation>
    </message>
    <message>
        <source>Clear the pyramid: once its 28 cards are gone you have won, whatever is left in the stock.</source>
        <translation>Räume die Pyramide ab: Sobald ihre 28 Karten fort sind, hast du gewonnen, egal was noch im Stapel liegt.</translation>
    </message>
    <message>
        <source>Clear the whole pack: all 52 cards, pyramid, stock and waste, must reach the foundation.</source>
        <translation>Räume alle Karten ab: Alle 52 Karten aus Pyramide, Stapel und Ablage müssen auf den Zielstapel.</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card onto the waste.</source>
        <translation>Klicke auf den Stapel, um seine oberste Karte auf die Ablage aufzudecken.</translation>
    </message>
    <message>
        <source>Once the stock is empty you may turn the waste over, unshuffled, as a new stock once.</source>
        <translation>Ist der Stapel leer, darfst du die Ablage einmal ungemischt als neuen Stapel umdrehen.</translation>
    </message>
    <message>
        <source>Once the stock is empty you may turn the waste over, unshuffled, as a new stock — twice in all.</source>
        <translation>Ist der Stapel leer, darfst du die Ablage ungemischt als neuen Stapel umdrehen — insgesamt zweimal.</translation>
    </message>
    <message>
        <source>The stock goes through once: there is no redeal.</source>
        <translation>Der Stapel wird einmal durchgespielt: Es gibt keine Neuverteilung.</translation>
    </message>
    <message>
        <source>Twenty-eight cards lie face up in a pyramid of seven rows; each card is partly covered by the two cards of the row below it. The other 24 cards form the stock, face down.</source>
        <translation>Achtundzwanzig Karten liegen offen in einer Pyramide aus sieben Reihen; jede Karte wird teilweise von den zwei Karten der Reihe darunter verdeckt. Die übrigen 24 Karten bilden verdeckt den Stapel.</translation>
    </message>
    <message>
        <source>Undo is unlimited and free. The game tells you when no more cards can be removed.</source>
        <translation>Zug rückgängig ist unbegrenzt und kostenlos. Das Spiel sagt dir, wenn keine Karten mehr entfernt werden können.</translation>
    </message>
    <message>
        <source>Undo is unlimited, and each undo counts as a move. The game tells you when no more cards can be removed.</source>
        <translation>Zug rückgängig ist unbegrenzt, und jedes Rückgängigmachen zählt als Zug. Das Spiel sagt dir, wenn keine Karten mehr entfernt werden können.</translation>
    </message>
    <message>
        <source>Whenever the stock is empty you may turn the waste over, unshuffled, as a new stock, as often as you like.</source>
        <translation>Immer wenn der Stapel leer ist, darfst du die Ablage ungemischt als neuen Stapel umdrehen, so oft du willst.</translation>
    </message>
    <message>
        <source>a pyramid card once both cards resting on it are gone</source>
        <translation>eine Karte der Pyramide, sobald beide Karten, die auf ihr liegen, fort sind</translation>
    </message>
    <message>
        <source>the card in the temporary store</source>
        <translation>die Karte in der Reserve</translation>
    </message>
    <message>
        <source>the top card of the stock</source>
        <translation>die oberste Karte des Stapels</translation>
    </message>
    <message>
        <source>the top card of the waste</source>
        <translation>die oberste Karte der Ablage</translation>
    </message>
</context>
<context>
    <name>PyramidMoves</name>
    <message>
        <source>A King is removed on its own, not in a pair</source>
        <translation>Ein König wird allein entfernt, nicht als Paar</translation>
    </message>
    <message>
        <source>In this rule set only the waste top is in play: turn the stock card over first</source>
        <translation>In diesem Regelsatz ist nur die oberste Karte der Ablage im Spiel: Decke die Karte des Stapels zuerst auf</translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Keine Neuverteilung mehr</translation>
    </message>
    <message>
        <source>Not a Pyramid move: {move}</source>
        <translation>Kein Pyramiden-Zug: {move}</translation>
    </message>
    <message>
        <source>Only a King can be removed on its own; the {card} needs a partner</source>
        <translation>Nur ein König kann allein entfernt werden; {card} braucht einen Partner</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>Nur die oberste Karte der Ablage ist spielbar</translation>
    </message>
    <message>
        <source>Pick an available card first, then click the store to park it</source>
        <translation>Wähle zuerst eine verfügbare Karte und klicke dann auf die Reserve, um sie dort zu parken</translation>
    </message>
    <message>
        <source>Pick one King, or two cards that add up to 13</source>
        <translation>Wähle einen König oder zwei Karten, die zusammen 13 ergeben</translation>
    </message>
    <message>
        <source>Pick two different cards</source>
        <translation>Wähle zwei verschiedene Karten</translation>
    </message>
    <message>
        <source>That card has already been removed</source>
        <translation>Diese Karte ist schon entfernt</translation>
    </message>
    <message>
        <source>That card is covered</source>
        <translation>Diese Karte ist verdeckt</translation>
    </message>
    <message>
        <source>That card is still in the stock</source>
        <translation>Diese Karte ist noch im Stapel</translation>
    </message>
    <message>
        <source>The game is already won</source>
        <translation>Das Spiel ist schon gewonnen</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>Der Stapel ist leer</translation>
    </message>
    <message>
        <source>The temporary store is occupied: only one card may be parked</source>
        <translation>Die Reserve ist belegt: Nur eine Karte darf dort geparkt werden</translation>
    </message>
    <message>
        <source>The waste can be turned over only when the stock is empty</source>
        <translation>Die Ablage kann erst umgedreht werden, wenn der Stapel leer ist</translation>
    </message>
    <message>
        <source>The waste is empty: there is nothing to turn over</source>
        <translation>Die Ablage ist leer: Es gibt nichts umzudrehen</translation>
    </message>
    <message>
        <source>The {card} is still covered by the {other}</source>
        <translation>{card} ist noch von {other} verdeckt</translation>
    </message>
    <message>
        <source>This rule set has no temporary store</source>
        <translation>Dieser Regelsatz hat keine Reserve</translation>
    </message>
    <message>
        <source>Those add up to {total}, not 13</source>
        <translation>Das ergibt {total}, nicht 13</translation>
    </message>
    <message>
        <source>park {card}</source>
        <translation>{card} parken</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>neu verteilen</translation>
    </message>
    <message>
        <source>turn stock</source>
        <translation>Stapel aufdecken</translation>
    </message>
    <message>
        <source>{card} + {other}</source>
        <translation>{card} + {other}</translation>
    </message>
</context>
<context>
    <name>PyramidOptionsDialog</name>
    <message>
        <source>&amp;Redeals:</source>
        <translation>&amp;Neuverteilungen:</translation>
    </message>
    <message>
        <source>A card may pair with the last card resting on it</source>
        <translation>Eine Karte darf mit der letzten auf ihr liegenden Karte ein Paar bilden</translation>
    </message>
    <message>
        <source>Cards in play:</source>
        <translation>Karten im Spiel:</translation>
    </message>
    <message>
        <source>Clear the pyramid</source>
        <translation>Die Pyramide abräumen</translation>
    </message>
    <message>
        <source>Clear the whole pack (much harder)</source>
        <translation>Alle Karten abräumen (viel schwerer)</translation>
    </message>
    <message>
        <source>Each pair or King earns {pair}, clearing the pyramid {pyramid} ({pack} with the whole pack gone); a win multiplies it all by the games won in a row, counting this one.</source>
        <translation>Jedes Paar und jeder König bringt {pair}, das Abräumen der Pyramide {pyramid} ({pack}, wenn alle Karten abgeräumt sind); ein Sieg multipliziert alles mit der Zahl der Siege in Folge, diesen mitgezählt.</translation>
    </message>
    <message>
        <source>Each undo counts as a move</source>
        <translation>Jedes Rückgängigmachen zählt als Zug</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Pyramid Rules</source>
        <translation>Regeln für Pyramide</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Streak scoring: a win&apos;s score is multiplied by your winning streak</source>
        <translation>Serienwertung: Die Punkte eines Siegs werden mit deiner Siegesserie multipliziert</translation>
    </message>
    <message>
        <source>Temporary store: park one card beside the stock</source>
        <translation>Reserve: eine Karte neben dem Stapel parken</translation>
    </message>
    <message>
        <source>The top card of the stock is available</source>
        <translation>Die oberste Karte des Stapels ist spielbar</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Rückgängig:</translation>
    </message>
</context>
<context>
    <name>PyramidRuleSets</name>
    <message>
        <source>0 redeals</source>
        <translation>0 Neuverteilungen</translation>
    </message>
    <message>
        <source>1 redeal</source>
        <translation>1 Neuverteilung</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Pyramid ({options})</source>
        <translation>Pyramide ({options})</translation>
    </message>
    <message>
        <source>Pyramid — relaxed</source>
        <translation>Pyramide — entspannt</translation>
    </message>
    <message>
        <source>Pyramid — temp store</source>
        <translation>Pyramide — Reserve</translation>
    </message>
    <message>
        <source>Pyramid — whole pack</source>
        <translation>Pyramide — alle Karten</translation>
    </message>
    <message>
        <source>covering pair</source>
        <translation>deckendes Paar</translation>
    </message>
    <message>
        <source>stock top not available</source>
        <translation>oberste Stapelkarte nicht spielbar</translation>
    </message>
    <message>
        <source>streak scoring</source>
        <translation>Serienwertung</translation>
    </message>
    <message>
        <source>temp store</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>undo counts as a move</source>
        <translation>Rückgängig zählt als Zug</translation>
    </message>
    <message>
        <source>unlimited redeals</source>
        <translation>unbegrenzte Neuverteilungen</translation>
    </message>
    <message>
        <source>whole pack</source>
        <translation>alle Karten</translation>
    </message>
    <message>
        <source>{options}, {option}</source>
        <translation>{options}, {option}</translation>
    </message>
</context>
<context>
    <name>PyramidScene</name>
    <message>
        <source>Click to redeal</source>
        <translation>Klicken, um neu zu verteilen</translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Keine Neuverteilung mehr</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neu verteilen</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n</source>
        <comment>the foundation&apos;s caption: the cards in it</comment>
        <translation>
            <numerusform>Entfernt %n</numerusform>
            <numerusform>Entfernt %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock %n</source>
        <comment>the stock&apos;s caption: the cards in it</comment>
        <translation>
            <numerusform>Stapel %n</numerusform>
            <numerusform>Stapel %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: click to turn a card</source>
        <translation>Stapel: klicken, um eine Karte umzudrehen</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Store: drop a card here to park it</source>
        <translation>Reserve: hier eine Karte ablegen, um sie zu parken</translation>
    </message>
    <message numerus="yes">
        <source>Waste %n</source>
        <comment>the waste&apos;s caption: the cards in it</comment>
        <translation>
            <numerusform>Ablage %n</numerusform>
            <numerusform>Ablage %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} (covered)</source>
        <translation>{card} (verdeckt)</translation>
    </message>
    <message>
        <source>{card} (in the store)</source>
        <translation>{card} (in der Reserve)</translation>
    </message>
    <message>
        <source>{card} (removed)</source>
        <translation>{card} (entfernt)</translation>
    </message>
    <message>
        <source>{card} (stock top)</source>
        <translation>{card} (oben auf dem Stapel)</translation>
    </message>
    <message>
        <source>{card} (waste top)</source>
        <translation>{card} (oben auf der Ablage)</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time of the last %n game(s)</source>
        <translation>
            <numerusform>Zeit des letzten Spiels</numerusform>
            <numerusform>Zeit der letzten %n Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordBook</name>
    <message>
        <source>Your records cannot be saved ({reason}); games played now are kept only until you quit.</source>
        <translation>Deine Statistik kann nicht gespeichert werden ({reason}); jetzt gespielte Spiele bleiben nur bis zum Beenden erhalten.</translation>
    </message>
    <message>
        <source>Your records could not be read ({file}: {reason}) and were kept aside as {aside}; a new record book was started.</source>
        <translation>Deine Statistik konnte nicht gelesen werden ({file}: {reason}) und wurde als {aside} beiseitegelegt; eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <source>damaged ({fault})</source>
        <translation>beschädigt ({fault})</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>keine Schreibberechtigung dort</translation>
    </message>
    <message>
        <source>not a qtsolitaire record book</source>
        <translation>keine qtsolitaire-Statistik</translation>
    </message>
    <message>
        <source>not a qtsolitaire record book: its games table has other columns</source>
        <translation>keine qtsolitaire-Statistik: Die Spieltabelle hat andere Spalten</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>der Datenträger meldete einen Fehler</translation>
    </message>
    <message>
        <source>the file cannot be opened (is the folder read-only?)</source>
        <translation>die Datei lässt sich nicht öffnen (ist der Ordner schreibgeschützt?)</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the file is not a database</source>
        <translation>die Datei ist keine Datenbank</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>die Datei oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the records are in use by another program (or another qtsolitaire)</source>
        <translation>die Statistik wird von einem anderen Programm (oder einem anderen qtsolitaire) benutzt</translation>
    </message>
    <message>
        <source>{file}: cannot be read</source>
        <translation>{file}: nicht lesbar</translation>
    </message>
    <message>
        <source>{file}: the daily challenges could not be reset: {reason}</source>
        <translation>{file}: Die täglichen Herausforderungen konnten nicht zurückgesetzt werden: {reason}</translation>
    </message>
    <message>
        <source>{file}: the readable records could not be copied: {reason}</source>
        <translation>{file}: Die lesbaren Einträge konnten nicht kopiert werden: {reason}</translation>
    </message>
    <message>
        <source>{file}: the records could not be read: {reason}</source>
        <translation>{file}: Die Statistik konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{file}: the records could not be repaired</source>
        <translation>{file}: Die Statistik konnte nicht repariert werden</translation>
    </message>
    <message>
        <source>{file}: the records could not be reset: {reason}</source>
        <translation>{file}: Die Statistik konnte nicht zurückgesetzt werden: {reason}</translation>
    </message>
    <message>
        <source>{file}: this game could not be recorded: {reason}</source>
        <translation>{file}: Dieses Spiel konnte nicht eingetragen werden: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{lost} of your %n recorded game(s) could not be read ({file}); the other {kept} were kept, and the book as it was is kept aside as {aside}.</source>
        <translation>
            <numerusform>{lost} von %n eingetragenen Spiel konnte nicht gelesen werden ({file}); die übrigen {kept} wurden behalten, und die Statistik in ihrem alten Zustand liegt als {aside} beiseite.</numerusform>
            <numerusform>{lost} von %n eingetragenen Spielen konnten nicht gelesen werden ({file}); die übrigen {kept} wurden behalten, und die Statistik in ihrem alten Zustand liegt als {aside} beiseite.</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}: a number is out of range</source>
        <translation>{what}: eine Zahl liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>{what}: daily is not a day</source>
        <translation>{what}: daily ist kein Tag</translation>
    </message>
    <message>
        <source>{what}: not a finished game</source>
        <translation>{what}: kein beendetes Spiel</translation>
    </message>
    <message>
        <source>{what}: {field} is missing</source>
        <translation>{what}: {field} fehlt</translation>
    </message>
</context>
<context>
    <name>RecordsJournal</name>
    <message>
        <source>Games finished last time could not be read ({file}: {reason}).</source>
        <translation>Die beim letzten Mal beendeten Spiele konnten nicht gelesen werden ({file}: {reason}).</translation>
    </message>
    <message>
        <source>Games finished last time could not be read ({file}: {reason}). {trouble}</source>
        <translation>Die beim letzten Mal beendeten Spiele konnten nicht gelesen werden ({file}: {reason}). {trouble}</translation>
    </message>
    <message>
        <source>Games finished last time could not be read ({file}: {reason}); the file was kept aside as {aside}.</source>
        <translation>Die beim letzten Mal beendeten Spiele konnten nicht gelesen werden ({file}: {reason}); die Datei wurde als {aside} beiseitegelegt.</translation>
    </message>
    <message>
        <source>The games you finish cannot be kept until your records take them ({reason}); they are lost if you quit before.</source>
        <translation>Beendete Spiele können nicht aufbewahrt werden, bis deine Statistik sie aufnimmt ({reason}); wird das Programm vorher beendet, gehen sie verloren.</translation>
    </message>
    <message>
        <source>Your records are in use by another program. The games you finish are kept, and entered as soon as it lets go.</source>
        <translation>Deine Statistik wird von einem anderen Programm benutzt. Beendete Spiele werden aufbewahrt und eingetragen, sobald es sie freigibt.</translation>
    </message>
    <message>
        <source>Your records can be written again; every game you finished is in them.</source>
        <translation>Deine Statistik kann wieder geschrieben werden; jedes beendete Spiel ist eingetragen.</translation>
    </message>
    <message>
        <source>Your records cannot be written now ({reason}).</source>
        <translation>Deine Statistik kann gerade nicht geschrieben werden ({reason}).</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>larger than {megabytes} MB</source>
        <translation>größer als {megabytes} MB</translation>
    </message>
    <message>
        <source>not a list of finished games</source>
        <translation>keine Liste beendeter Spiele</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>written by a newer version of qtsolitaire</source>
        <translation>von einer neueren Version von qtsolitaire geschrieben</translation>
    </message>
</context>
<context>
    <name>SavedGameFile</name>
    <message>
        <source>The game you were playing could not be read ({file}: {reason}).</source>
        <translation>Das laufende Spiel konnte nicht gelesen werden ({file}: {reason}).</translation>
    </message>
    <message>
        <source>The game you were playing could not be restored ({reason}). {trouble}</source>
        <translation>Das laufende Spiel konnte nicht wiederhergestellt werden ({reason}). {trouble}</translation>
    </message>
    <message>
        <source>The game you were playing could not be restored ({reason}); it was kept aside as {aside} and a new game was dealt.</source>
        <translation>Das laufende Spiel konnte nicht wiederhergestellt werden ({reason}); es wurde als {aside} beiseitegelegt und ein neues Spiel ausgeteilt.</translation>
    </message>
    <message>
        <source>The game you were playing was restored, but {file} had figures no game reaches ({figures}): they were capped.</source>
        <translation>Das laufende Spiel wurde wiederhergestellt, aber {file} enthielt Werte, die kein Spiel erreicht ({figures}): Sie wurden begrenzt.</translation>
    </message>
    <message>
        <source>a move is not a JSON object</source>
        <translation>ein Zug ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>attempt has the wrong type</source>
        <translation>attempt hat den falschen Typ</translation>
    </message>
    <message>
        <source>attempt is out of range</source>
        <translation>attempt liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>counters must be whole numbers</source>
        <translation>Zähler müssen ganze Zahlen sein</translation>
    </message>
    <message>
        <source>daily {value} is not a day</source>
        <translation>daily {value} ist kein Tag</translation>
    </message>
    <message>
        <source>deal is not between 1 and {most}</source>
        <translation>deal liegt nicht zwischen 1 und {most}</translation>
    </message>
    <message>
        <source>deal_digest has the wrong type</source>
        <translation>deal_digest hat den falschen Typ</translation>
    </message>
    <message>
        <source>larger than {megabytes} MB, not a saved game</source>
        <translation>größer als {megabytes} MB, kein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>not a saved game</source>
        <translation>kein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>saved by a newer version of qtsolitaire</source>
        <translation>von einer neueren Version von qtsolitaire gespeichert</translation>
    </message>
    <message>
        <source>seconds is negative</source>
        <translation>seconds ist negativ</translation>
    </message>
    <message>
        <source>started_at {value} is not a time</source>
        <translation>started_at {value} ist keine Zeitangabe</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>{field} has the wrong type</source>
        <translation>{field} hat den falschen Typ</translation>
    </message>
    <message>
        <source>{field} is missing</source>
        <translation>{field} fehlt</translation>
    </message>
    <message>
        <source>{file}: cannot remove the saved game: {reason}</source>
        <translation>{file}: Das gespeicherte Spiel kann nicht entfernt werden: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The game in progress could not be saved: {reason}</source>
        <translation>Das laufende Spiel konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>its moves no longer play on its deal: {reason}</source>
        <translation>seine Züge lassen sich auf seiner Verteilung nicht mehr spielen: {reason}</translation>
    </message>
    <message>
        <source>{rules} has changed since that game was dealt, so its deal is not the one it was played on</source>
        <translation>{rules} hat sich geändert, seit dieses Spiel ausgeteilt wurde, also ist seine Verteilung nicht mehr die, auf der es gespielt wurde</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>Settings are not saved: {reason}</source>
        <translation>Einstellungen werden nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Your settings could not be read ({reason}) and were kept aside as {aside}; the defaults are in use.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden ({reason}) und wurden als {aside} beiseitegelegt; die Standardwerte gelten.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({reason}); the defaults are in use and your changes will not be saved.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden ({reason}); die Standardwerte gelten, und deine Änderungen werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({reason}); the defaults are in use. {trouble}</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden ({reason}); die Standardwerte gelten. {trouble}</translation>
    </message>
    <message>
        <source>{file}: cannot read it: {reason}</source>
        <translation>{file}: nicht lesbar: {reason}</translation>
    </message>
    <message>
        <source>{file}: larger than {megabytes} MB, not a settings file</source>
        <translation>{file}: größer als {megabytes} MB, keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>{file}: not a settings document</source>
        <translation>{file}: kein Einstellungsdokument</translation>
    </message>
    <message>
        <source>{file}: the file is empty</source>
        <translation>{file}: Die Datei ist leer</translation>
    </message>
    <message>
        <source>{file}: unknown version {version}</source>
        <translation>{file}: unbekannte Version {version}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>&amp;Daily Challenge</source>
        <translation>&amp;Tägliche Herausforderung</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Play This Day&apos;s Challenge</source>
        <translation>Herausforderung dieses Tages s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Challenge</source>
        <translation>Heutige Herausforderung s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen …</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>&amp;Regelsatz</translation>
    </message>
    <message>
        <source>&lt;b&gt;{day}&lt;/b&gt;: {game} on the layout {layout}, {state}.</source>
        <translation>&lt;b&gt;{day}&lt;/b&gt;: {game} auf dem Layout {layout}, {state}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{day}&lt;/b&gt;: {game}, {state}.</source>
        <translation>&lt;b&gt;{day}&lt;/b&gt;: {game}, {state}.</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>All &amp;Games</source>
        <translation>&amp;Alle Spiele</translation>
    </message>
    <message>
        <source>All layouts</source>
        <translation>Alle Layouts</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Alle Regelsätze</translation>
    </message>
    <message>
        <source>Current run</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Tage gespielt</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Tage gewonnen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel Nr.</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Spiel Nr. {deal}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the records of %n game(s) of {scope}?

This cannot be undone.</source>
        <translation>
            <numerusform>Die Einträge von %n Spiel von {scope} löschen?

Das kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Die Einträge von %n Spielen von {scope} löschen?

Das kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the records of the daily challenges of %n day(s) of {scope}?

This cannot be undone.</source>
        <translation>
            <numerusform>Die Einträge der täglichen Herausforderung von %n Tag von {scope} löschen?

Das kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Die Einträge der täglichen Herausforderungen von %n Tagen von {scope} löschen?

Das kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the records shown here</source>
        <translation>Die hier gezeigten Einträge löschen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Longest run</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>No games of {game} yet</source>
        <translation>Noch keine Spiele von {game}</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>Nothing is recorded for the layout “{name}” yet.</source>
        <translation>Für das Layout „{name}“ ist noch nichts eingetragen.</translation>
    </message>
    <message>
        <source>Nothing is recorded for the rule set “{name}” yet.</source>
        <translation>Für den Regelsatz „{name}“ ist noch nichts eingetragen.</translation>
    </message>
    <message>
        <source>Played, not won</source>
        <translation>Gespielt, nicht gewonnen</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelsatz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Win, lose or give up a game and its result, time and moves will show up here.</source>
        <translation>Gewinne, verliere oder gib ein Spiel auf, dann erscheinen hier Ergebnis, Zeit und Züge.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Your records cannot be read just now</source>
        <translation>Deine Statistik kann gerade nicht gelesen werden</translation>
    </message>
    <message>
        <source>average win {time}</source>
        <translation>Durchschnitt der Siege {time}</translation>
    </message>
    <message>
        <source>being played now</source>
        <translation>wird gerade gespielt</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date format</comment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <comment>date and time format</comment>
        <translation>d. MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>played, not won yet</source>
        <translation>gespielt, noch nicht gewonnen</translation>
    </message>
    <message>
        <source>played, not won yet, being played again now</source>
        <translation>gespielt, noch nicht gewonnen, wird gerade erneut gespielt</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>{score} Punkte</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>won, being played again now</source>
        <translation>gewonnen, wird gerade erneut gespielt</translation>
    </message>
    <message>
        <source>{deal} (daily, {day})</source>
        <translation>{deal} (täglich, {day})</translation>
    </message>
    <message>
        <source>{reason}. Try again in a moment.</source>
        <translation>{reason}. Versuche es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>StatisticsFigures</name>
    <message>
        <source>Average win</source>
        <translation>Durchschnittszeit</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Green Baize</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Night (dark)</source>
        <translation>Nacht (dunkel)</translation>
    </message>
    <message>
        <source>Parlour (light)</source>
        <translation>Salon (hell)</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>Autumn (season)</source>
        <translation>Herbst (Jahreszeit)</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>Bambus</translation>
    </message>
    <message>
        <source>Bamboo (flower)</source>
        <translation>Bambus (Blume)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Chrysanthemum (flower)</source>
        <translation>Chrysantheme (Blume)</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>East Wind</source>
        <translation>Ostwind</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <translation>Grüner Drache</translation>
    </message>
    <message>
        <source>North Wind</source>
        <translation>Nordwind</translation>
    </message>
    <message>
        <source>Orchid (flower)</source>
        <translation>Orchidee (Blume)</translation>
    </message>
    <message>
        <source>Plum (flower)</source>
        <translation>Pflaume (Blume)</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <translation>Roter Drache</translation>
    </message>
    <message>
        <source>South Wind</source>
        <translation>Südwind</translation>
    </message>
    <message>
        <source>Spring (season)</source>
        <translation>Frühling (Jahreszeit)</translation>
    </message>
    <message>
        <source>Summer (season)</source>
        <translation>Sommer (Jahreszeit)</translation>
    </message>
    <message>
        <source>West Wind</source>
        <translation>Westwind</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <translation>Weißer Drache</translation>
    </message>
    <message>
        <source>Winter (season)</source>
        <translation>Winter (Jahreszeit)</translation>
    </message>
    <message>
        <source>{rank} of Bamboo</source>
        <translation>Bambus {rank}</translation>
    </message>
    <message>
        <source>{rank} of Characters</source>
        <translation>Zeichen {rank}</translation>
    </message>
    <message>
        <source>{rank} of Circles</source>
        <translation>Kreise {rank}</translation>
    </message>
    <message>
        <source>{rank} of Dots</source>
        <translation>Kreise {rank}</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>can no longer be won</source>
        <translation>nicht mehr zu gewinnen</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>still checking…</source>
        <translation>wird weiter geprüft …</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>gewinnbar</translation>
    </message>
</context>
</TS>
