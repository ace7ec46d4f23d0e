<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ArtSet</name>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Grands index</translation>
    </message>
    <message>
        <source>Midnight guilloche</source>
        <translation>Guilloché minuit</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Red suits</source>
        <translation>Enseignes rouges</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace of Clubs</source>
        <translation>As de trèfle</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>As de carreau</translation>
    </message>
    <message>
        <source>Ace of Hearts</source>
        <translation>As de cœur</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>As de pique</translation>
    </message>
    <message>
        <source>Eight of Clubs</source>
        <translation>Huit de trèfle</translation>
    </message>
    <message>
        <source>Eight of Diamonds</source>
        <translation>Huit de carreau</translation>
    </message>
    <message>
        <source>Eight of Hearts</source>
        <translation>Huit de cœur</translation>
    </message>
    <message>
        <source>Eight of Spades</source>
        <translation>Huit de pique</translation>
    </message>
    <message>
        <source>Five of Clubs</source>
        <translation>Cinq de trèfle</translation>
    </message>
    <message>
        <source>Five of Diamonds</source>
        <translation>Cinq de carreau</translation>
    </message>
    <message>
        <source>Five of Hearts</source>
        <translation>Cinq de cœur</translation>
    </message>
    <message>
        <source>Five of Spades</source>
        <translation>Cinq de pique</translation>
    </message>
    <message>
        <source>Four of Clubs</source>
        <translation>Quatre de trèfle</translation>
    </message>
    <message>
        <source>Four of Diamonds</source>
        <translation>Quatre de carreau</translation>
    </message>
    <message>
        <source>Four of Hearts</source>
        <translation>Quatre de cœur</translation>
    </message>
    <message>
        <source>Four of Spades</source>
        <translation>Quatre de pique</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Valet de trèfle</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Valet de pique</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Roi de carreau</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Roi de cœur</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Roi de pique</translation>
    </message>
    <message>
        <source>Nine of Clubs</source>
        <translation>Neuf de trèfle</translation>
    </message>
    <message>
        <source>Nine of Diamonds</source>
        <translation>Neuf de carreau</translation>
    </message>
    <message>
        <source>Nine of Hearts</source>
        <translation>Neuf de cœur</translation>
    </message>
    <message>
        <source>Nine of Spades</source>
        <translation>Neuf de pique</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Dame de carreau</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Dame de cœur</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>Seven of Clubs</source>
        <translation>Sept de trèfle</translation>
    </message>
    <message>
        <source>Seven of Diamonds</source>
        <translation>Sept de carreau</translation>
    </message>
    <message>
        <source>Seven of Hearts</source>
        <translation>Sept de cœur</translation>
    </message>
    <message>
        <source>Seven of Spades</source>
        <translation>Sept de pique</translation>
    </message>
    <message>
        <source>Six of Clubs</source>
        <translation>Six de trèfle</translation>
    </message>
    <message>
        <source>Six of Diamonds</source>
        <translation>Six de carreau</translation>
    </message>
    <message>
        <source>Six of Hearts</source>
        <translation>Six de cœur</translation>
    </message>
    <message>
        <source>Six of Spades</source>
        <translation>Six de pique</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Dix de trèfle</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Dix de carreau</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Dix de cœur</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Dix de pique</translation>
    </message>
    <message>
        <source>Three of Clubs</source>
        <translation>Trois de trèfle</translation>
    </message>
    <message>
        <source>Three of Diamonds</source>
        <translation>Trois de carreau</translation>
    </message>
    <message>
        <source>Three of Hearts</source>
        <translation>Trois de cœur</translation>
    </message>
    <message>
        <source>Three of Spades</source>
        <translation>Trois de pique</translation>
    </message>
    <message>
        <source>Two of Clubs</source>
        <translation>Deux de trèfle</translation>
    </message>
    <message>
        <source>Two of Diamonds</source>
        <translation>Deux de carreau</translation>
    </message>
    <message>
        <source>Two of Hearts</source>
        <translation>Deux de cœur</translation>
    </message>
    <message>
        <source>Two of Spades</source>
        <translation>Deux de pique</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <source>&amp;Start a Game</source>
        <translation>&amp;Commencer une partie</translation>
    </message>
    <message>
        <source>None</source>
        <comment>redeals</comment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>One</source>
        <comment>redeals</comment>
        <translation>Une</translation>
    </message>
    <message>
        <source>Records are kept for this rule set on its own.</source>
        <translation>Les statistiques de ce jeu de règles sont tenues à part.</translation>
    </message>
    <message>
        <source>Two (standard)</source>
        <comment>redeals</comment>
        <translation>Deux (standard)</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <comment>redeals</comment>
        <translation>Illimitées</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>d MMMM yyyy</source>
        <comment>a day in words (Qt date format: d day, MMMM month name, yyyy year)</comment>
        <translation>d MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>Dealing</name>
    <message>
        <source>none of the {count} deals tried was shown to be winnable</source>
        <translation>aucune des {count} donnes essayées ne s&apos;est révélée gagnable</translation>
    </message>
</context>
<context>
    <name>EditorChecks</name>
    <message>
        <source>is in the same place as another tile</source>
        <translation>est à la même place qu&apos;une autre tuile</translation>
    </message>
    <message>
        <source>overlaps another tile</source>
        <translation>chevauche une autre tuile</translation>
    </message>
    <message>
        <source>rests on nothing: no tile under it on layer {layer}</source>
        <translation>ne repose sur rien&#xa0;: aucune tuile dessous au niveau {layer}</translation>
    </message>
    <message>
        <source>the layout needs a name</source>
        <translation>la disposition a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>the name is longer than {most} characters</source>
        <translation>le nom dépasse {most} caractères</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date format</comment>
        <translation>d MMMM yyyy</translation>
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
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>FileReasons</name>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>un fichier se trouve à la place d&apos;un dossier</translation>
    </message>
    <message>
        <source>a folder stands where the file should be</source>
        <translation>un dossier se trouve à la place du fichier</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>pas d&apos;autorisation d&apos;écrire à cet endroit</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>pas un texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <source>not valid JSON: line {line} column {column}: {why}</source>
        <translation>JSON non valide&#xa0;: ligne {line}, colonne {column}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON non valide&#xa0;: imbrication trop profonde</translation>
    </message>
    <message>
        <source>not valid JSON: {why}</source>
        <translation>JSON non valide&#xa0;: {why}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota disque est épuisé</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>le dossier est en lecture seule</translation>
    </message>
    <message>
        <source>{file}: cannot save: {reason}</source>
        <translation>{file}&#xa0;: enregistrement impossible&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: cannot set the unreadable file aside: {reason}</source>
        <translation>{file}&#xa0;: impossible de mettre de côté le fichier illisible&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Back at the last position that can still be won.</source>
        <translation>Retour à la dernière position encore gagnable.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Indice&#xa0;: {move}</translation>
    </message>
    <message>
        <source>No earlier position could be won either.</source>
        <translation>Aucune position antérieure n&apos;était gagnable non plus.</translation>
    </message>
    <message>
        <source>No earlier position is proved winnable either.</source>
        <translation>Aucune position antérieure n&apos;est prouvée gagnable.</translation>
    </message>
    <message>
        <source>No more moves</source>
        <translation>Plus de coups</translation>
    </message>
    <message>
        <source>No moves left: undo, or deal again</source>
        <translation>Plus aucun coup possible&#xa0;: annulez un coup ou faites une nouvelle donne</translation>
    </message>
    <message>
        <source>Nothing left can change this position. Undo, replay the deal or start a new one.</source>
        <translation>Plus rien ne peut changer cette position. Annulez des coups, rejouez la donne ou commencez-en une nouvelle.</translation>
    </message>
</context>
<context>
    <name>GameScene</name>
    <message numerus="yes">
        <source>%n redeal(s) left</source>
        <translation>
            <numerusform>%n redistribution restante</numerusform>
            <numerusform>%n redistributions restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Plus de redistribution</translation>
    </message>
    <message>
        <source>Unlimited redeals</source>
        <translation>Redistributions illimitées</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fondations</translation>
    </message>
    <message>
        <source>Free pairs</source>
        <translation>Paires libres</translation>
    </message>
    <message>
        <source>Layout: {name}</source>
        <translation>Disposition&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Looking for the last position that could still be won…</source>
        <translation>Recherche de la dernière position encore gagnable…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Outlook: {verdict}</source>
        <translation>Pronostic&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Redeals left</source>
        <translation>Redistributions restantes</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Règles&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Tuiles restantes</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Revenir à la dernière position gagnable</translation>
    </message>
    <message>
        <source>{field}: {value}</source>
        <translation>{field}&#xa0;: {value}</translation>
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
        <translation>Réussite Mahjong</translation>
    </message>
    <message>
        <source>Pyramid Solitaire</source>
        <translation>Réussite Pyramide</translation>
    </message>
</context>
<context>
    <name>ImportReasons</name>
    <message>
        <source>a DOCTYPE is not allowed in a map file</source>
        <translation>un DOCTYPE n&apos;est pas permis dans un fichier de cartes</translation>
    </message>
    <message>
        <source>a {width} x {height} grid is larger than the {most} x {most} this program plays</source>
        <translation>une grille de {width} x {height} dépasse les {most} x {most} que ce programme joue</translation>
    </message>
    <message>
        <source>empty file: not a KMahjongg layout</source>
        <translation>fichier vide&#xa0;: pas une disposition KMahjongg</translation>
    </message>
    <message>
        <source>line 1: not a KMahjongg layout (the first line must be {v11} or {v10})</source>
        <translation>ligne 1&#xa0;: pas une disposition KMahjongg (la première ligne doit être {v11} ou {v10})</translation>
    </message>
    <message>
        <source>line 1: {magic} is a version this program does not read (it reads {v10} and {v11})</source>
        <translation>ligne 1&#xa0;: {magic} est une version que ce programme ne lit pas (il lit {v10} et {v11})</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <source>line {line} column {column}</source>
        <translation>ligne {line} colonne {column}</translation>
    </message>
    <message>
        <source>line {line} column {column}: {cell} is not a cell (cells are &apos;.&apos;, &apos;1&apos;, &apos;2&apos;, &apos;3&apos; or &apos;4&apos;)</source>
        <translation>ligne {line} colonne {column}&#xa0;: {cell} n&apos;est pas une case (les cases sont &apos;.&apos;, &apos;1&apos;, &apos;2&apos;, &apos;3&apos; ou &apos;4&apos;)</translation>
    </message>
    <message>
        <source>line {line}: &lt;{tag}&gt; outside any &lt;map&gt;</source>
        <translation>ligne {line}&#xa0;: &lt;{tag}&gt; hors de tout &lt;map&gt;</translation>
    </message>
    <message>
        <source>line {line}: a &lt;map&gt; inside another &lt;map&gt;</source>
        <translation>ligne {line}&#xa0;: un &lt;map&gt; dans un autre &lt;map&gt;</translation>
    </message>
    <message>
        <source>line {line}: more grid rows than the {depth} levels of {height} rows the file declares</source>
        <translation>ligne {line}&#xa0;: plus de lignes de grille que les {depth} niveaux de {height} lignes annoncés par le fichier</translation>
    </message>
    <message>
        <source>line {line}: more than {most} maps in one file; the first {most} were read, the rest left out</source>
        <translation>ligne {line}&#xa0;: plus de {most} cartes dans un fichier&#xa0;; les {most} premières ont été lues, le reste laissé de côté</translation>
    </message>
    <message>
        <source>line {line}: more than {most} tiles: too many to play</source>
        <translation>ligne {line}&#xa0;: plus de {most} tuiles&#xa0;: trop pour jouer</translation>
    </message>
    <message>
        <source>line {line}: z={text} is not a layer from 0 to {most}</source>
        <translation>ligne {line}&#xa0;: z={text} n&apos;est pas un niveau de 0 à {most}</translation>
    </message>
    <message>
        <source>line {line}: {cells} cells, expected {width} (the grid width)</source>
        <translation>ligne {line}&#xa0;: {cells} cases, {width} attendues (la largeur de la grille)</translation>
    </message>
    <message>
        <source>line {line}: {key}={text} is not a number</source>
        <translation>ligne {line}&#xa0;: {key}={text} n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>line {line}: {key}={text} is not a whole or half tile</source>
        <translation>ligne {line}&#xa0;: {key}={text} n&apos;est pas une tuile entière ou une demi-tuile</translation>
    </message>
    <message>
        <source>line {line}: {key}={text} is outside 0 to {most}</source>
        <translation>ligne {line}&#xa0;: {key}={text} est hors de 0 à {most}</translation>
    </message>
    <message>
        <source>line {line}: {last}={text} is above {first}={other}</source>
        <translation>ligne {line}&#xa0;: {last}={text} est au-dessus de {first}={other}</translation>
    </message>
    <message>
        <source>line {line}: {last}={text} is left of {first}={other}</source>
        <translation>ligne {line}&#xa0;: {last}={text} est à gauche de {first}={other}</translation>
    </message>
    <message>
        <source>line {line}: {text} is not a depth (expected e.g. &apos;d16&apos;)</source>
        <translation>ligne {line}&#xa0;: {text} n&apos;est pas une profondeur (attendu par ex. &apos;d16&apos;)</translation>
    </message>
    <message>
        <source>line {line}: {text} is not a height (expected e.g. &apos;h16&apos;)</source>
        <translation>ligne {line}&#xa0;: {text} n&apos;est pas une hauteur (attendu par ex. &apos;h16&apos;)</translation>
    </message>
    <message>
        <source>line {line}: {text} is not a width (expected e.g. &apos;w16&apos;)</source>
        <translation>ligne {line}&#xa0;: {text} n&apos;est pas une largeur (attendu par ex. &apos;w16&apos;)</translation>
    </message>
    <message>
        <source>map {name}: {reason}</source>
        <translation>carte {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>more than {most} tiles: too many to play</source>
        <translation>plus de {most} tuiles&#xa0;: trop pour jouer</translation>
    </message>
    <message>
        <source>no &lt;map&gt; in the file: not a GNOME Mahjongg map file</source>
        <translation>aucun &lt;map&gt; dans le fichier&#xa0;: pas un fichier de cartes GNOME Mahjongg</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>aucune tuile</translation>
    </message>
    <message>
        <source>not XML: line {line} column {column}: {error}</source>
        <translation>pas du XML&#xa0;: ligne {line} colonne {column}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>not a layout file this program knows (KMahjongg .layout, GNOME Mahjongg .map, or a qtsolitaire .json layout)</source>
        <translation>pas un fichier de disposition que ce programme connaît (KMahjongg .layout, GNOME Mahjongg .map ou une disposition qtsolitaire .json)</translation>
    </message>
    <message>
        <source>the size line {keys} is missing (a v1.1 layout says its width w, height h and depth d)</source>
        <translation>la ligne de taille {keys} manque (une disposition v1.1 indique sa largeur w, sa hauteur h et sa profondeur d)</translation>
    </message>
    <message>
        <source>truncated: {rows} grid rows, expected {expected} ({depth} levels of {height} rows)</source>
        <translation>tronqué&#xa0;: {rows} lignes de grille, {expected} attendues ({depth} niveaux de {height} lignes)</translation>
    </message>
    <message>
        <source>{count} tiles: an odd count cannot be cleared in pairs</source>
        <translation>{count} tuiles&#xa0;: un nombre impair ne peut pas être vidé par paires</translation>
    </message>
    <message>
        <source>{depth} levels, more than the {most} this program plays</source>
        <translation>{depth} niveaux, plus que les {most} que ce programme joue</translation>
    </message>
    <message>
        <source>{keys} and {key}</source>
        <translation>{keys} et {key}</translation>
    </message>
    <message>
        <source>{place}: the tile overlaps the one at {other}</source>
        <translation>{place}&#xa0;: la tuile chevauche celle de {other}</translation>
    </message>
</context>
<context>
    <name>ImportSummary</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) named a layout already read from another file (a KMahjongg .desktop file and its .layout).</source>
        <translation>
            <numerusform>%n fichier désignait une disposition déjà lue dans un autre fichier (un fichier .desktop de KMahjongg et son .layout).</numerusform>
            <numerusform>%n fichiers désignaient une disposition déjà lue dans un autre fichier (un fichier .desktop de KMahjongg et son .layout).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n disposition</numerusform>
            <numerusform>%n dispositions</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Import Layouts</source>
        <translation>Importer des dispositions</translation>
    </message>
    <message>
        <source>Imported {layouts} from {files}.</source>
        <translation>Importation&#xa0;: {layouts} depuis {files}.</translation>
    </message>
    <message>
        <source>No layout was imported.</source>
        <translation>Aucune disposition n&apos;a été importée.</translation>
    </message>
    <message numerus="yes">
        <source>The import was stopped after {done} of the %n file(s).</source>
        <translation>
            <numerusform>Importation arrêtée après {done} sur %n fichier.</numerusform>
            <numerusform>Importation arrêtée après {done} sur %n fichiers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of the %n file(s) had problems; the details say which and why.</source>
        <translation>
            <numerusform>Fichier en erreur&#xa0;: {failed} sur %n&#xa0;; les détails ci-dessous disent lequel et pourquoi.</numerusform>
            <numerusform>Fichiers en erreur&#xa0;: {failed} sur %n&#xa0;; les détails ci-dessous disent lesquels et pourquoi.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: the same layout as {other}</source>
        <translation>{file}&#xa0;: la même disposition que {other}</translation>
    </message>
    <message>
        <source>{name}: {file}</source>
        <translation>{name}&#xa0;: {file}</translation>
    </message>
    <message>
        <source>{name}: {file} ({note})</source>
        <translation>{name}&#xa0;: {file} ({note})</translation>
    </message>
</context>
<context>
    <name>KlondikeController</name>
    <message numerus="yes">
        <source>%n of {total} tiles are on the foundations and nothing left can put another up, turn a tile over or play from the waste. Undo, restart or deal again.</source>
        <translation>
            <numerusform>%n tuile sur {total} est sur les fondations et plus rien ne peut en monter une autre, retourner une tuile ou jouer depuis le talon. Annulez, recommencez ou faites une nouvelle donne.</numerusform>
            <numerusform>%n tuiles sur {total} sont sur les fondations et plus rien ne peut en monter une autre, retourner une tuile ou jouer depuis le talon. Annulez, recommencez ou faites une nouvelle donne.</numerusform>
        </translation>
    </message>
    <message>
        <source>No useful moves left</source>
        <translation>Plus aucun coup utile</translation>
    </message>
    <message>
        <source>No useful moves left: undo, restart or deal again.</source>
        <translation>Plus aucun coup utile&#xa0;: annulez un coup, recommencez ou faites une nouvelle donne.</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitées</translation>
    </message>
    <message>
        <source>{pass_number} of {passes}</source>
        <translation>{pass_number} sur {passes}</translation>
    </message>
    <message>
        <source>{tiles}, {draw} per turn</source>
        <translation>{tiles}, {draw} par tirage</translation>
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
        <translation>132 tuiles de mahjong&#xa0;: 12 dragons (quatre blancs, quatre verts et quatre rouges, rang 0, sans famille), 108 tuiles de famille (1 à 9 en Bambous, Caractères et Cercles, quatre de chaque) et 12 vents (trois de chaque&#xa0;: nord, sud, est et ouest, rang 10, sans famille).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lockstep:&lt;/b&gt; a tile of each rank must be on all four piles of a set before any tile of the next rank may go on that set.</source>
        <translation>&lt;b&gt;Pas à pas&#xa0;:&lt;/b&gt; une tuile de chaque rang doit être sur les quatre piles d&apos;une série avant qu&apos;une tuile du rang suivant puisse aller sur cette série.</translation>
    </message>
    <message>
        <source>&lt;b&gt;This rule set:&lt;/b&gt; {options}.</source>
        <translation>&lt;b&gt;Ce jeu de règles&#xa0;:&lt;/b&gt; {options}.</translation>
    </message>
    <message>
        <source>All 132 tiles on the foundations. When no move can change anything any more, the game says so.</source>
        <translation>Les 132 tuiles sur les fondations. Quand plus aucun coup ne peut rien changer, le jeu vous le dit.</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fondations</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>No lockstep: each pile of a set is built on its own.</source>
        <translation>Sans pas à pas&#xa0;: chaque pile d&apos;une série se monte séparément.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Tableau</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>The other 54 tiles, face down. Click the stock (or press Enter) to turn tiles onto the waste: {passes}. {redeals} The top waste tile may be played to the tableau or a foundation.</source>
        <translation>Les 54 autres tuiles, face cachée. Cliquez sur la pioche (ou appuyez sur Entrée) pour retourner des tuiles sur le talon&#xa0;: {passes}. {redeals} La tuile du dessus du talon peut être jouée dans les colonnes ou sur une fondation.</translation>
    </message>
    <message>
        <source>The presets</source>
        <translation>Les variantes prédéfinies</translation>
    </message>
    <message>
        <source>There is no redeal: once the stock is empty it stays empty.</source>
        <translation>Il n&apos;y a pas de redistribution&#xa0;: une fois vide, la pioche le reste.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Twelve piles in three sets of four, down the left side: the first set is Bamboo, the second Characters, the third Circles. Each pile is built up from a dragon, then 1 to 9 of its set&apos;s suit, then a wind. The four dragons of a set must be of one type: the first dragon you put on a set decides which, and as there are just four of each, a type begun on one set cannot begin another. The four winds of a set must be one of each wind.</source>
        <translation>Douze piles en trois séries de quatre, sur le bord gauche&#xa0;: la première série est celle des Bambous, la deuxième celle des Caractères, la troisième celle des Cercles. Chaque pile se monte à partir d&apos;un dragon, puis de 1 à 9 dans la famille de sa série, puis d&apos;un vent. Les quatre dragons d&apos;une série doivent être de la même sorte&#xa0;: le premier dragon posé sur une série en décide, et comme il n&apos;y en a que quatre de chaque sorte, une sorte commencée sur une série ne peut pas en commencer une autre. Les quatre vents d&apos;une série doivent être un de chaque vent.</translation>
    </message>
    <message>
        <source>Twelve piles: pile 1 is dealt 1 tile, pile 2 gets 2, and so on to 12 tiles in pile 12. Only the last tile of each pile is face up; a face-down tile turns up when it becomes the last of its pile. A last tile may go onto the last tile of another pile if it is one rank lower and of a different suit (dragons and winds have no suit, so they differ from every suit). A run in sequence down, each tile of a different suit from the one above, moves as a unit. An empty pile takes {empty}. The last tile of a pile may go to a foundation when the foundation rules allow it.</source>
        <translation>Douze colonnes&#xa0;: la colonne 1 reçoit 1 tuile, la colonne 2 en reçoit 2, et ainsi de suite jusqu&apos;à 12 tuiles dans la colonne 12. Seule la dernière tuile de chaque colonne est face visible&#xa0;; une tuile face cachée se retourne quand elle devient la dernière de sa colonne. Une dernière tuile peut aller sur la dernière tuile d&apos;une autre colonne si elle est d&apos;un rang plus bas et d&apos;une autre famille (dragons et vents n&apos;ont pas de famille, ils diffèrent donc de toutes). Une suite descendante, dont chaque tuile est d&apos;une autre famille que celle du dessus, se déplace d&apos;un bloc. Une colonne vide accepte {empty}. La dernière tuile d&apos;une colonne peut aller sur une fondation quand les règles des fondations le permettent.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, as often as you like.</source>
        <translation>Quand la pioche est vide, un clic dessus retourne le talon pour en refaire la pioche, aussi souvent que vous le voulez.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, once in a game.</source>
        <translation>Quand la pioche est vide, un clic dessus retourne le talon pour en refaire la pioche, une fois par partie.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, twice in a game.</source>
        <translation>Quand la pioche est vide, un clic dessus retourne le talon pour en refaire la pioche, deux fois par partie.</translation>
    </message>
    <message>
        <source>When the stock is empty, clicking it turns the waste back over as the stock, {count} times in a game.</source>
        <translation>Quand la pioche est vide, un clic dessus retourne le talon pour en refaire la pioche, {count} fois par partie.</translation>
    </message>
    <message>
        <source>{n} at a time</source>
        <translation>{n} à la fois</translation>
    </message>
    <message>
        <source>{n} at a time on every pass</source>
        <translation>{n} à la fois à chaque passage</translation>
    </message>
    <message>
        <source>{n} at a time on the eighth pass</source>
        <translation>{n} à la fois au huitième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the fifth pass</source>
        <translation>{n} à la fois au cinquième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the first pass</source>
        <translation>{n} à la fois au premier passage</translation>
    </message>
    <message>
        <source>{n} at a time on the fourth pass</source>
        <translation>{n} à la fois au quatrième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the ninth pass</source>
        <translation>{n} à la fois au neuvième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the second pass</source>
        <translation>{n} à la fois au deuxième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the seventh pass</source>
        <translation>{n} à la fois au septième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the sixth pass</source>
        <translation>{n} à la fois au sixième passage</translation>
    </message>
    <message>
        <source>{n} at a time on the third pass</source>
        <translation>{n} à la fois au troisième passage</translation>
    </message>
    <message>
        <source>{passes} and every later pass</source>
        <translation>{passes} et à chaque passage suivant</translation>
    </message>
    <message>
        <source>{passes}; {next}</source>
        <translation>{passes}&#xa0;; {next}</translation>
    </message>
</context>
<context>
    <name>KlondikeMoves</name>
    <message>
        <source>An empty pile takes {rule}.</source>
        <translation>Une colonne vide accepte {rule}.</translation>
    </message>
    <message>
        <source>Click the stock to turn its tiles onto the waste.</source>
        <translation>Cliquez sur la pioche pour retourner ses tuiles sur le talon.</translation>
    </message>
    <message>
        <source>Lockstep: every pile of the {suit} set needs {before} before {tile} may go on.</source>
        <translation>Pas à pas&#xa0;: chaque pile de la série {suit} doit recevoir {before} avant que {tile} puisse y aller.</translation>
    </message>
    <message>
        <source>No foundation takes the {tile} now.</source>
        <translation>Aucune fondation n&apos;accepte «&#xa0;{tile}&#xa0;» pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No redeals left.</source>
        <translation>Plus de redistribution.</translation>
    </message>
    <message>
        <source>Not a MahJongg Klondike move: {move}</source>
        <translation>Pas un coup de MahJongg Klondike&#xa0;: {move}</translation>
    </message>
    <message>
        <source>Only the last tile of a pile can go to a foundation.</source>
        <translation>Seule la dernière tuile d&apos;une colonne peut aller sur une fondation.</translation>
    </message>
    <message>
        <source>Only the top tile of the waste can be played.</source>
        <translation>Seule la tuile du dessus du talon peut être jouée.</translation>
    </message>
    <message>
        <source>That foundation pile is complete.</source>
        <translation>Cette fondation est complète.</translation>
    </message>
    <message>
        <source>That pile needs {tile} next.</source>
        <translation>Cette pile attend maintenant {tile}.</translation>
    </message>
    <message>
        <source>That tile is already on that pile.</source>
        <translation>Cette tuile est déjà sur cette pile.</translation>
    </message>
    <message>
        <source>That tile is face down.</source>
        <translation>Cette tuile est face cachée.</translation>
    </message>
    <message>
        <source>That tile is face down: it turns up when it becomes the last of its pile.</source>
        <translation>Cette tuile est face cachée&#xa0;: elle se retourne quand elle devient la dernière de sa colonne.</translation>
    </message>
    <message>
        <source>The dragons of a set must match: the {suit} set builds {dragon}s.</source>
        <translation>Les dragons d&apos;une série doivent être pareils&#xa0;: la série {suit} reçoit les dragons «&#xa0;{dragon}&#xa0;».</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <translation>La pioche et le talon sont vides.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <source>The stock is not empty yet.</source>
        <translation>La pioche n&apos;est pas encore vide.</translation>
    </message>
    <message>
        <source>The {dragon}s are already being built on the {suit} set.</source>
        <translation>Les dragons «&#xa0;{dragon}&#xa0;» sont déjà posés sur la série {suit}.</translation>
    </message>
    <message>
        <source>The {suit} set already has the {wind}: its winds are one of each.</source>
        <translation>La série {suit} a déjà «&#xa0;{wind}&#xa0;»&#xa0;: ses vents sont un de chaque sorte.</translation>
    </message>
    <message>
        <source>The {suit} set builds only {suit}.</source>
        <translation>La série {suit} ne reçoit que des {suit}.</translation>
    </message>
    <message>
        <source>The {tile} cannot go up yet: {below} must be on a {suit} pile first.</source>
        <translation>«&#xa0;{tile}&#xa0;» ne peut pas encore monter&#xa0;: il faut d&apos;abord {below} sur une pile de la série {suit}.</translation>
    </message>
    <message>
        <source>The {tile} goes only on a tile one rank higher.</source>
        <translation>«&#xa0;{tile}&#xa0;» ne va que sur une tuile d&apos;un rang plus haut.</translation>
    </message>
    <message>
        <source>The {tile} must go on a tile of another suit.</source>
        <translation>«&#xa0;{tile}&#xa0;» doit aller sur une tuile d&apos;une autre famille.</translation>
    </message>
    <message>
        <source>There is no foundation pile {pile}.</source>
        <translation>Il n&apos;y a pas de fondation {pile}.</translation>
    </message>
    <message>
        <source>There is no tableau pile {pile}.</source>
        <translation>Il n&apos;y a pas de colonne {pile}.</translation>
    </message>
    <message>
        <source>There is no waste to turn over.</source>
        <translation>Il n&apos;y a pas de talon à retourner.</translation>
    </message>
    <message>
        <source>Tiles in the stock cannot be played: click the stock to turn them.</source>
        <translation>Les tuiles de la pioche ne peuvent pas être jouées&#xa0;: cliquez sur la pioche pour les retourner.</translation>
    </message>
    <message>
        <source>Tiles on the foundations stay there.</source>
        <translation>Les tuiles posées sur les fondations y restent.</translation>
    </message>
    <message>
        <source>a dragon</source>
        <translation>un dragon</translation>
    </message>
    <message>
        <source>a wind</source>
        <translation>un vent</translation>
    </message>
    <message>
        <source>foundation {n}</source>
        <translation>fondation {n}</translation>
    </message>
    <message>
        <source>pile {n}</source>
        <translation>colonne {n}</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>le {rank} de {suit}</translation>
    </message>
    <message>
        <source>turn stock (pass {n})</source>
        <translation>retourner la pioche (passage {n})</translation>
    </message>
    <message>
        <source>turn the waste over (pass {n})</source>
        <translation>retourner le talon (passage {n})</translation>
    </message>
    <message>
        <source>waste</source>
        <translation>talon</translation>
    </message>
    <message>
        <source>{tile}: {source} -&gt; {target}</source>
        <translation>{tile}&#xa0;: {source} -&gt; {target}</translation>
    </message>
</context>
<context>
    <name>KlondikeOptionsDialog</name>
    <message>
        <source>&amp;Redeals:</source>
        <translation>&amp;Redistributions&#xa0;:</translation>
    </message>
    <message>
        <source>An &amp;empty pile takes:</source>
        <translation>Une colonne &amp;vide accepte&#xa0;:</translation>
    </message>
    <message>
        <source>Foundations:</source>
        <translation>Fondations&#xa0;:</translation>
    </message>
    <message>
        <source>Lockstep: a rank must be on all four piles of a set before the next goes up</source>
        <translation>Pas à pas&#xa0;: un rang doit être sur les quatre fondations d&apos;une série avant que le suivant monte</translation>
    </message>
    <message>
        <source>MahJongg Klondike Rules</source>
        <translation>Règles de MahJongg Klondike</translation>
    </message>
    <message>
        <source>Tiles per turn, pass by pass:</source>
        <translation>Tuiles par tour, passage par passage&#xa0;:</translation>
    </message>
    <message>
        <source>Tiles turned per click of the stock on the first pass</source>
        <translation>Tuiles retournées par clic sur la pioche au premier passage</translation>
    </message>
    <message>
        <source>Tiles turned per click of the stock on the second pass</source>
        <translation>Tuiles retournées par clic sur la pioche au deuxième passage</translation>
    </message>
    <message>
        <source>Tiles turned per click of the stock on the third and later passes</source>
        <translation>Tuiles retournées par clic sur la pioche à partir du troisième passage</translation>
    </message>
</context>
<context>
    <name>KlondikeRuleSets</name>
    <message>
        <source>A single pass through the stock, three tiles at a time, and no redeal. The hardest preset: the solver seldom finds a win, so most deals are dealt as they fall and the outlook often stays undecided.</source>
        <translation>Un seul passage dans la pioche, trois tuiles à la fois, sans redistribution. La variante la plus difficile&#xa0;: le solveur trouve rarement une victoire, la plupart des donnes sont donc distribuées telles quelles et le pronostic reste souvent indéterminé.</translation>
    </message>
    <message>
        <source>Klondike Deal Three</source>
        <translation>Klondike par trois</translation>
    </message>
    <message>
        <source>Klondike Gold Rush</source>
        <translation>Klondike ruée vers l&apos;or</translation>
    </message>
    <message>
        <source>Long Klondike</source>
        <translation>Klondike long</translation>
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
        <translation>Klondike strict</translation>
    </message>
    <message>
        <source>The base game with a longer stock: after the three passes of the base game come three more, one tile at a time (five redeals). The easiest preset.</source>
        <translation>Le jeu de base avec une pioche plus longue&#xa0;: après les trois passages du jeu de base viennent trois autres, une tuile à la fois (cinq redistributions). La variante la plus facile.</translation>
    </message>
    <message>
        <source>The base game: the stock is turned three tiles at a time, then two, then one, with two redeals; foundations in lockstep; only a wind (or a run headed by one) goes into an empty pile.</source>
        <translation>Le jeu de base&#xa0;: la pioche se retourne trois tuiles à la fois, puis deux, puis une, avec deux redistributions&#xa0;; fondations pas à pas&#xa0;; seul un vent (ou une suite commençant par un vent) va dans une colonne vide.</translation>
    </message>
    <message>
        <source>Three tiles at a time on every pass and only two redeals: harder than the base game, whose later passes turn two and then one, and easier than Strict Klondike.</source>
        <translation>Trois tuiles à la fois à chaque passage et seulement deux redistributions&#xa0;: plus difficile que le jeu de base, dont les passages suivants en retournent deux puis une, et plus facile que Klondike strict.</translation>
    </message>
    <message>
        <source>Three tiles at a time on every pass, as often as you like (unlimited redeals); otherwise the base game.</source>
        <translation>Trois tuiles à la fois à chaque passage, aussi souvent que vous le voulez (redistributions illimitées)&#xa0;; sinon comme le jeu de base.</translation>
    </message>
    <message>
        <source>any tile or run</source>
        <translation>n&apos;importe quelle tuile ou suite</translation>
    </message>
    <message>
        <source>free foundations (no lockstep)</source>
        <translation>fondations libres (sans pas à pas)</translation>
    </message>
    <message>
        <source>lockstep foundations</source>
        <translation>fondations pas à pas</translation>
    </message>
    <message>
        <source>no redeal</source>
        <translation>sans redistribution</translation>
    </message>
    <message>
        <source>nothing: an emptied pile stays empty</source>
        <translation>rien&#xa0;: une colonne vidée reste vide</translation>
    </message>
    <message>
        <source>one redeal</source>
        <translation>une redistribution</translation>
    </message>
    <message>
        <source>only a wind, or a run headed by a wind</source>
        <translation>seulement un vent, ou une suite commençant par un vent</translation>
    </message>
    <message>
        <source>redeals unlimited</source>
        <translation>redistributions illimitées</translation>
    </message>
    <message>
        <source>stock turned {passes} at a time, {redeals}; {lockstep}; empty piles take {empty}</source>
        <translation>pioche retournée {passes} à la fois, {redeals}&#xa0;; {lockstep}&#xa0;; les colonnes vides acceptent {empty}</translation>
    </message>
    <message>
        <source>{count} redeals</source>
        <translation>{count} redistributions</translation>
    </message>
    <message>
        <source>{passes}, then {n}</source>
        <translation>{passes}, puis {n}</translation>
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
        <translation>Car.</translation>
    </message>
    <message>
        <source>Circ.</source>
        <comment>short for the Circles suit</comment>
        <translation>Cer.</translation>
    </message>
    <message>
        <source>Click to turn the waste over</source>
        <translation>Cliquez pour retourner le talon</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fermée</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Dragon</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Plus de redistribution</translation>
    </message>
    <message>
        <source>Pass {pass_number}  ·  {redeals}</source>
        <translation>Passage {pass_number}  ·  {redeals}</translation>
    </message>
    <message>
        <source>Stock {tiles}  ·  {draw} per turn</source>
        <translation>Pioche {tiles}  ·  {draw} par tirage</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n tile(s), click or press Enter to turn {draw}</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n tuile, cliquez ou appuyez sur Entrée pour en retourner {draw}</numerusform>
            <numerusform>Pioche&#xa0;: %n tuiles, cliquez ou appuyez sur Entrée pour en retourner {draw}</numerusform>
        </translation>
    </message>
    <message>
        <source>The first dragon put on this set decides its dragon type</source>
        <translation>Le premier dragon posé sur cette série en fixe la couleur</translation>
    </message>
    <message>
        <source>This set builds the {dragon} tiles</source>
        <translation>Cette série se construit avec les tuiles «&#xa0;{dragon}&#xa0;»</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vent</translation>
    </message>
    <message>
        <source>↻ Redeal</source>
        <translation>↻ Redistribuer</translation>
    </message>
</context>
<context>
    <name>LayoutChecks</name>
    <message>
        <source>&quot;name&quot; holds half of a surrogate pair, which is not text</source>
        <translation>&quot;name&quot; contient une moitié de paire de substitution, ce qui n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>&quot;name&quot; is longer than {most} characters</source>
        <translation>&quot;name&quot; dépasse {most} caractères</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be a non-empty string</source>
        <translation>&quot;name&quot; doit être un texte non vide</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be one line of plain text</source>
        <translation>&quot;name&quot; doit être une ligne de texte simple</translation>
    </message>
    <message>
        <source>&quot;positions&quot; is missing</source>
        <translation>&quot;positions&quot; manque</translation>
    </message>
    <message>
        <source>&quot;stars&quot; must be 1, 2 or 3</source>
        <translation>&quot;stars&quot; doit valoir 1, 2 ou 3</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number</source>
        <translation>&quot;version&quot; doit être un nombre entier</translation>
    </message>
    <message>
        <source>is in the same place as position {j}</source>
        <translation>est à la même place que la position {j}</translation>
    </message>
    <message>
        <source>layer must be 0 to {most}</source>
        <translation>le niveau doit aller de 0 à {most}</translation>
    </message>
    <message>
        <source>must be [x, y, z], three whole numbers</source>
        <translation>doit être [x, y, z], trois nombres entiers</translation>
    </message>
    <message>
        <source>not JSON we can read: {error}</source>
        <translation>pas du JSON lisible&#xa0;: {error}</translation>
    </message>
    <message>
        <source>not JSON: line {line} column {column}: {error}</source>
        <translation>pas du JSON&#xa0;: ligne {line} colonne {column}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>not a layout: &quot;format&quot; must be &quot;{format}&quot;</source>
        <translation>pas une disposition&#xa0;: &quot;format&quot; doit être &quot;{format}&quot;</translation>
    </message>
    <message>
        <source>not a layout: the file must hold a JSON object</source>
        <translation>pas une disposition&#xa0;: le fichier doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>overlaps position {j}</source>
        <translation>chevauche la position {j}</translation>
    </message>
    <message>
        <source>position {i}: {problem}</source>
        <translation>position {i}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>positions must be a list of [x, y, z]</source>
        <translation>les positions doivent être une liste de [x, y, z]</translation>
    </message>
    <message>
        <source>the layout has no positions</source>
        <translation>la disposition n&apos;a aucune position</translation>
    </message>
    <message>
        <source>version {version} is newer than this program reads ({readable})</source>
        <translation>la version {version} est plus récente que celle que ce programme lit ({readable})</translation>
    </message>
    <message>
        <source>x and y must be 0 to {most}</source>
        <translation>x et y doivent aller de 0 à {most}</translation>
    </message>
    <message>
        <source>{count} positions, more than the {most} allowed</source>
        <translation>{count} positions, plus que les {most} permises</translation>
    </message>
    <message>
        <source>{count} positions: an odd count cannot be cleared in pairs</source>
        <translation>{count} positions&#xa0;: un nombre impair ne peut pas être vidé par paires</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>&amp;Back to Editing</source>
        <translation>&amp;Retour à l&apos;édition</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Export to KMahjongg…</source>
        <translation>E&amp;xporter vers KMahjongg…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>Ni&amp;veau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>Dis&amp;position</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>No&amp;m&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New Layout</source>
        <translation>&amp;Nouvelle disposition</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Stars:</source>
        <translation>É&amp;toiles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Try It</source>
        <translation>&amp;Essayer</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>(outlined)</source>
        <translation>(entourées)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; free at the start {outlined}</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; libre au départ {outlined}</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; libres au départ {outlined}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; tile(s) (by layer, bottom first: {layers}); {shown}</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; tuile (par niveau, en partant du bas&#xa0;: {layers})&#xa0;; {shown}</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; tuiles (par niveau, en partant du bas&#xa0;: {layers})&#xa0;; {shown}</numerusform>
        </translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Tous les fichiers ({patterns})</translation>
    </message>
    <message>
        <source>Cannot be dealt: {reason}.</source>
        <translation>Impossible à distribuer&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Cannot be saved: {reason}</source>
        <translation>Ne peut pas être enregistrée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot save: {problem}</source>
        <translation>Enregistrement impossible&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Caution: {problem}</source>
        <translation>Attention&#xa0;: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Deal a winnable game on the layout now, and measure how hard it plays: the share of %n random deal(s) the solver wins</source>
        <translation>
            <numerusform>Distribuer maintenant une partie gagnable sur la disposition et mesurer sa difficulté&#xa0;: la part de %n donne au hasard que le solveur gagne</numerusform>
            <numerusform>Distribuer maintenant une partie gagnable sur la disposition et mesurer sa difficulté&#xa0;: la part de %n donnes au hasard que le solveur gagne</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal {deal} is a winnable game: the solver clears it.</source>
        <translation>La donne {deal} est gagnable&#xa0;: le solveur la résout.</translation>
    </message>
    <message>
        <source>Export to KMahjongg</source>
        <translation>Exporter vers KMahjongg</translation>
    </message>
    <message>
        <source>Exported {file} for KMahjongg</source>
        <translation>{file} exporté pour KMahjongg</translation>
    </message>
    <message>
        <source>Hide the dealt faces and edit the layout again</source>
        <translation>Masquer les tuiles distribuées et reprendre l&apos;édition de la disposition</translation>
    </message>
    <message numerus="yes">
        <source>How hard: the solver wins {won} of %n random deal(s) ({percent}), {unknown} undecided.</source>
        <translation>
            <numerusform>Difficulté&#xa0;: le solveur gagne {won} sur %n donne au hasard ({percent})&#xa0;; sans verdict&#xa0;: {unknown}.</numerusform>
            <numerusform>Difficulté&#xa0;: le solveur gagne {won} sur %n donnes au hasard ({percent})&#xa0;; sans verdict&#xa0;: {unknown}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How hard: the solver wins {won} of %n random deal(s) ({percent}).</source>
        <translation>
            <numerusform>Difficulté&#xa0;: le solveur gagne {won} sur %n donne au hasard ({percent}).</numerusform>
            <numerusform>Difficulté&#xa0;: le solveur gagne {won} sur %n donnes au hasard ({percent}).</numerusform>
        </translation>
    </message>
    <message>
        <source>KMahjongg layouts ({patterns})</source>
        <translation>Dispositions KMahjongg ({patterns})</translation>
    </message>
    <message>
        <source>La&amp;yer</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Layer &amp;Down</source>
        <translation>Niveau &amp;inférieur</translation>
    </message>
    <message>
        <source>Layer &amp;Up</source>
        <translation>Niveau &amp;supérieur</translation>
    </message>
    <message>
        <source>Layer {layer}, column {column}, row {row}: {problem}</source>
        <translation>Niveau {layer}, colonne {column}, ligne {row}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Layout Editor</source>
        <translation>Éditeur de dispositions</translation>
    </message>
    <message>
        <source>Layout grid</source>
        <translation>Grille de la disposition</translation>
    </message>
    <message>
        <source>Layouts ({patterns})</source>
        <translation>Dispositions ({patterns})</translation>
    </message>
    <message>
        <source>Left-right</source>
        <translation>Gauche-droite</translation>
    </message>
    <message>
        <source>Measured: {stars}</source>
        <translation>Mesurée&#xa0;: {stars}</translation>
    </message>
    <message>
        <source>Mirror:</source>
        <translation>Miroir&#xa0;:</translation>
    </message>
    <message>
        <source>Move Layout Down</source>
        <translation>Déplacer la disposition vers le bas</translation>
    </message>
    <message>
        <source>Move Layout Left</source>
        <translation>Déplacer la disposition vers la gauche</translation>
    </message>
    <message>
        <source>Move Layout Right</source>
        <translation>Déplacer la disposition vers la droite</translation>
    </message>
    <message>
        <source>Move Layout Up</source>
        <translation>Déplacer la disposition vers le haut</translation>
    </message>
    <message>
        <source>New Layout</source>
        <comment>the name an empty layout starts with</comment>
        <translation>Nouvelle disposition</translation>
    </message>
    <message>
        <source>No winnable deal: no order of taking pairs clears this layout (deal {deal}).</source>
        <translation>Aucune donne gagnable&#xa0;: aucun ordre de retrait des paires ne vide cette disposition (donne {deal}).</translation>
    </message>
    <message>
        <source>Nothing to export: {reason}.</source>
        <translation>Rien à exporter&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Open Layout</source>
        <translation>Ouvrir une disposition</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} ouvert</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Prête à être enregistrée.</translation>
    </message>
    <message>
        <source>Save &amp;As New Layout</source>
        <translation>Enregistrer &amp;comme nouvelle disposition</translation>
    </message>
    <message>
        <source>Save Layout</source>
        <translation>Enregistrer la disposition</translation>
    </message>
    <message>
        <source>Save the changes to “{name}”?</source>
        <translation>Enregistrer les modifications de «&#xa0;{name}&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>Save the layout and start a game on it</source>
        <translation>Enregistrer la disposition et y commencer une partie</translation>
    </message>
    <message>
        <source>Saved as {file} in your layouts folder</source>
        <translation>Enregistrée sous {file} dans votre dossier de dispositions</translation>
    </message>
    <message>
        <source>Stars by our measure: &lt;b&gt;{stars}&lt;/b&gt;</source>
        <translation>Étoiles selon notre mesure&#xa0;: &lt;b&gt;{stars}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The layout is at the edge of the grid: it cannot move further.</source>
        <translation>La disposition touche le bord de la grille&#xa0;: elle ne peut pas aller plus loin.</translation>
    </message>
    <message>
        <source>This layout cannot be saved: {reason}.</source>
        <translation>Cette disposition ne peut pas être enregistrée&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Top-bottom</source>
        <translation>Haut-bas</translation>
    </message>
    <message numerus="yes">
        <source>layer {layer}: %n tile(s)</source>
        <translation>
            <numerusform>niveau {layer}&#xa0;: %n tuile</numerusform>
            <numerusform>niveau {layer}&#xa0;: %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>no layout in the file</source>
        <translation>aucune disposition dans le fichier</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no layers</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>qtsolitaire layouts ({patterns})</source>
        <translation>Dispositions qtsolitaire ({patterns})</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>LayoutFiles</name>
    <message>
        <source>FileName={name} names no file</source>
        <translation>FileName={name} ne désigne aucun fichier</translation>
    </message>
    <message>
        <source>FileName={name}: {reason}</source>
        <translation>FileName={name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>illisible&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>larger than {megabytes} MB: not a layout</source>
        <translation>plus de {megabytes}&#xa0;Mo&#xa0;: pas une disposition</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>pas un texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <source>not a KMahjongg layout description: it has no [KMahjonggLayout] FileName= line</source>
        <translation>pas une description de disposition KMahjongg&#xa0;: la ligne FileName= de [KMahjonggLayout] manque</translation>
    </message>
    <message>
        <source>{file}: id {id} is already used by {other}; rename the file</source>
        <translation>{file}&#xa0;: l&apos;identifiant {id} est déjà utilisé par {other}&#xa0;; renommez le fichier</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{folder}: cannot read the folder: {reason}</source>
        <translation>{folder}&#xa0;: dossier illisible&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>LayoutImport</name>
    <message>
        <source>&amp;Choose Layout…</source>
        <translation>&amp;Choisir une disposition…</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Tous les fichiers ({patterns})</translation>
    </message>
    <message>
        <source>GNOME Mahjongg maps ({patterns})</source>
        <translation>Cartes GNOME Mahjongg ({patterns})</translation>
    </message>
    <message>
        <source>Import Layouts</source>
        <translation>Importer des dispositions</translation>
    </message>
    <message>
        <source>Importing layouts…</source>
        <translation>Importation des dispositions…</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importation de {file}…</translation>
    </message>
    <message>
        <source>KMahjongg layouts ({patterns})</source>
        <translation>Dispositions KMahjongg ({patterns})</translation>
    </message>
    <message>
        <source>Layout files ({patterns})</source>
        <translation>Fichiers de disposition ({patterns})</translation>
    </message>
    <message>
        <source>id {taken_id} was taken, saved as {id}</source>
        <translation>identifiant {taken_id} déjà pris, enregistrée sous {id}</translation>
    </message>
    <message>
        <source>id {taken_id} was taken, saved as {id}; named {name}, as {taken} is taken</source>
        <translation>identifiant {taken_id} déjà pris, enregistrée sous {id}&#xa0;; nommée {name}, car {taken} est déjà pris</translation>
    </message>
    <message>
        <source>named {name}, as {taken} is taken</source>
        <translation>nommée {name}, car {taken} est déjà pris</translation>
    </message>
    <message>
        <source>{file}: could not be imported: this program met something it did not expect (please report it with the file)</source>
        <translation>{file}&#xa0;: importation impossible&#xa0;: le programme a rencontré un cas imprévu (merci de le signaler en joignant le fichier)</translation>
    </message>
    <message>
        <source>{file}: {layout}: cannot save into {folder}: {reason}</source>
        <translation>{file}&#xa0;: {layout}&#xa0;: enregistrement impossible dans {folder}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
</context>
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
        <translation>Sapin</translation>
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
    <name>LayoutPicker</name>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout file(s) could not be read (hover for the reasons).</source>
        <translation>
            <numerusform>%n fichier de disposition n&apos;a pas pu être lu (survolez pour voir pourquoi).</numerusform>
            <numerusform>%n fichiers de disposition n&apos;ont pas pu être lus (survolez pour voir pourquoi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Choose Layout</source>
        <translation>Choisir une disposition</translation>
    </message>
    <message>
        <source>Filter by name, stars (**), tile count or “{yours}”</source>
        <translation>Filtrer par nom, étoiles (**), nombre de tuiles ou «&#xa0;{yours}&#xa0;»</translation>
    </message>
    <message>
        <source>No layout matches the filter.</source>
        <translation>Aucune disposition ne correspond au filtre.</translation>
    </message>
    <message>
        <source>shipped</source>
        <comment>a layout that comes with the game</comment>
        <translation>fournie</translation>
    </message>
    <message>
        <source>yours</source>
        <comment>the player&apos;s own layouts</comment>
        <translation>les vôtres</translation>
    </message>
    <message>
        <source>{name}: {tiles} in {layers}, {free} free at the start</source>
        <translation>{name}&#xa0;: {tiles} sur {layers}, libres au départ&#xa0;: {free}</translation>
    </message>
    <message>
        <source>{tiles} · yours</source>
        <comment>the player&apos;s own layout</comment>
        <translation>{tiles} · la vôtre</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message numerus="yes">
        <source>%n tile(s) left and no two free tiles match. Undo, shuffle, restart or deal again.</source>
        <translation>
            <numerusform>%n tuile restante et aucune paire de tuiles libres. Annulez, mélangez, recommencez ou faites une nouvelle donne.</numerusform>
            <numerusform>%n tuiles restantes et aucune paire de tuiles libres. Annulez, mélangez, recommencez ou faites une nouvelle donne.</numerusform>
        </translation>
    </message>
    <message>
        <source>No more matches</source>
        <translation>Plus aucune paire</translation>
    </message>
    <message>
        <source>No more matches: try Shuffle or Undo</source>
        <translation>Plus aucune paire&#xa0;: essayez Mélanger ou Annuler le coup</translation>
    </message>
</context>
<context>
    <name>MahjongHelp</name>
    <message>
        <source>&lt;b&gt;Hint&lt;/b&gt; shows a free pair, as often as you like. &lt;b&gt;Shuffle&lt;/b&gt; deals the remaining faces at random onto the same places; it is not counted as a move, Undo takes it back, and it may leave a board that cannot be won. &lt;b&gt;Undo&lt;/b&gt; and &lt;b&gt;Redo&lt;/b&gt; go back and forth as far as you like.</source>
        <translation>&lt;b&gt;Indice&lt;/b&gt; montre une paire libre, aussi souvent que vous le voulez. &lt;b&gt;Mélanger&lt;/b&gt; redistribue au hasard les motifs restants sur les mêmes places&#xa0;; cela ne compte pas comme un coup, peut être annulé, et peut laisser un plateau impossible à gagner. &lt;b&gt;Annuler le coup&lt;/b&gt; et &lt;b&gt;Refaire le coup&lt;/b&gt; reculent et avancent aussi loin que vous le voulez.</translation>
    </message>
    <message>
        <source>Clear the board by taking away matching tiles two at a time.</source>
        <translation>Videz le plateau en retirant les tuiles identiques deux par deux.</translation>
    </message>
    <message>
        <source>Click a free tile, then a matching free tile: both leave the board. Click the selected tile again to let go of it; click another free tile to pick that one instead. The counter shows how many matching pairs are free right now.</source>
        <translation>Cliquez sur une tuile libre, puis sur une tuile libre identique&#xa0;: les deux quittent le plateau. Cliquez de nouveau sur la tuile choisie pour la relâcher&#xa0;; cliquez sur une autre tuile libre pour la choisir à sa place. Le compteur indique combien de paires identiques sont libres en ce moment.</translation>
    </message>
    <message>
        <source>Free tiles</source>
        <translation>Tuiles libres</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>Mahjong Solitaire: {layout}</source>
        <translation>Réussite Mahjong&#xa0;: {layout}</translation>
    </message>
    <message>
        <source>Only free tiles can be taken. A tile is free when no tile lies on top of it, not even partly, and it can slide out sideways: its left side or its right side is not touching a tile of the same layer. Tiles that touch only its top or bottom edge do not hold it. Blocked tiles are drawn dimmed.</source>
        <translation>Seules les tuiles libres peuvent être prises. Une tuile est libre quand aucune tuile ne repose sur elle, même en partie, et qu&apos;elle peut glisser sur le côté&#xa0;: son bord gauche ou son bord droit ne touche aucune tuile du même niveau. Les tuiles qui ne touchent que son bord supérieur ou inférieur ne la retiennent pas. Les tuiles bloquées sont affichées assombries.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Two tiles match when they show the same face: the same suit and number, the same wind or the same dragon. Flowers are the exception: any flower matches any other flower. Seasons likewise match any season.</source>
        <translation>Deux tuiles vont ensemble quand elles portent le même motif&#xa0;: la même famille et le même chiffre, le même vent ou le même dragon. Les fleurs font exception&#xa0;: n&apos;importe quelle fleur va avec n&apos;importe quelle autre fleur. De même, n&apos;importe quelle saison va avec n&apos;importe quelle autre saison.</translation>
    </message>
    <message>
        <source>Which tiles match</source>
        <translation>Quelles tuiles vont ensemble</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Donnes gagnables</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Gagner et perdre</translation>
    </message>
    <message>
        <source>With &lt;i&gt;Deal only games that can be won&lt;/i&gt; on (Game &amp;gt; Preferences, the default), every deal has been cleared by the solver before you see it, and Shuffle keeps the board winnable whenever any placement of the faces can. While you play, the status bar says whether the position can still be won; when it cannot, one click undoes back to the last position that can. Hints then follow a winning line.</source>
        <translation>Avec &lt;i&gt;Ne distribuer que des parties gagnables&lt;/i&gt; activé (Partie &amp;gt; Préférences, le réglage par défaut), chaque donne a été résolue par le solveur avant que vous ne la voyiez, et Mélanger garde le plateau gagnable chaque fois qu&apos;une disposition des motifs le permet. Pendant la partie, la barre d&apos;état indique si la position peut encore être gagnée&#xa0;; sinon, un clic ramène à la dernière position gagnable. Les indices suivent alors une solution.</translation>
    </message>
    <message>
        <source>You win when the last pair leaves the board. When tiles remain but no two free tiles match, the game says &lt;i&gt;No more matches&lt;/i&gt;. You can then undo, shuffle, restart the deal or start a new one.</source>
        <translation>Vous gagnez quand la dernière paire quitte le plateau. S&apos;il reste des tuiles mais qu&apos;aucune paire de tuiles libres ne va ensemble, le jeu affiche &lt;i&gt;Plus aucune paire&lt;/i&gt;. Vous pouvez alors annuler des coups, mélanger, recommencer la donne ou en commencer une nouvelle.</translation>
    </message>
    <message>
        <source>{tiles} tiles in {layers} layers ({sizes}, bottom first). Difficulty {stars}.</source>
        <translation>{tiles} tuiles sur {layers} niveaux ({sizes}, de bas en haut). Difficulté&#xa0;: {stars}.</translation>
    </message>
</context>
<context>
    <name>MahjongMoves</name>
    <message>
        <source>A shuffle must deal exactly the faces still in play</source>
        <translation>Un mélange doit redistribuer exactement les tuiles encore en jeu</translation>
    </message>
    <message>
        <source>No tiles left to shuffle</source>
        <translation>Plus aucune tuile à mélanger</translation>
    </message>
    <message>
        <source>Pick two different tiles</source>
        <translation>Choisissez deux tuiles différentes</translation>
    </message>
    <message>
        <source>That tile is blocked</source>
        <translation>Cette tuile est bloquée</translation>
    </message>
    <message>
        <source>That tile is not on the board</source>
        <translation>Cette tuile n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>Those tiles do not match</source>
        <translation>Ces tuiles ne vont pas ensemble</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>mélanger</translation>
    </message>
    <message>
        <source>{tile} + {other}</source>
        <translation>{tile} + {other}</translation>
    </message>
    <message>
        <source>{tile} at x{x} y{y} layer {z}</source>
        <translation>{tile} en x{x} y{y} niveau {z}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n daily challenges won in a row</source>
        <translation>
            <numerusform>%n défi du jour gagné d&apos;affilée</numerusform>
            <numerusform>%n défis du jour gagnés d&apos;affilée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in {time}</source>
        <translation>
            <numerusform>%n coup en {time}</numerusform>
            <numerusform>%n coups en {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>À &amp;propos de {app}</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>&amp;Card Back</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <source>&amp;Choose Layout…</source>
        <translation>&amp;Choisir une disposition…</translation>
    </message>
    <message>
        <source>&amp;Custom Rules…</source>
        <translation>Règles &amp;personnalisées…</translation>
    </message>
    <message>
        <source>&amp;Daily Challenge</source>
        <translation>Défi du &amp;jour</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ne plus demander</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Import Layouts…</source>
        <translation>&amp;Importer des dispositions…</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Disposition</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refaire le coup</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mélanger</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Aff&amp;ichage</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{app}&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Mahjong Solitaire, Pyramid Solitaire and MahJongg Klondike.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{app}&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Réussite Mahjong, réussite Pyramide et MahJongg Klondike.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence GNU GPL, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A random game, layout or rule set, and deal</source>
        <translation>Un jeu, une disposition ou des règles et une donne au hasard</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <source>Abandon this game? It will count as a loss.</source>
        <translation>Abandonner cette partie&#xa0;? Elle comptera comme perdue.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
    <message>
        <source>As the Table Suggests</source>
        <translation>Selon la table</translation>
    </message>
    <message>
        <source>Automatic (Follows the System)</source>
        <translation>Automatique (suit le système)</translation>
    </message>
    <message>
        <source>Ca&amp;rds</source>
        <translation>Ca&amp;rtes</translation>
    </message>
    <message>
        <source>Daily Challenge of {day} won!</source>
        <translation>Défi du {day} gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Daily Challenge: {day}</source>
        <translation>Défi du jour&#xa0;: {day}</translation>
    </message>
    <message>
        <source>Deal any game instead</source>
        <translation>Distribuer n&apos;importe quelle partie</translation>
    </message>
    <message>
        <source>Deal {deal} could not be dealt: {reason}</source>
        <translation>La donne {deal} n&apos;a pas pu être distribuée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Deal {deal} of {rules}: the solver is trying deals until one can be won.</source>
        <translation>Donne {deal} de {rules}&#xa0;: le solveur essaie des donnes jusqu&apos;à en trouver une gagnable.</translation>
    </message>
    <message>
        <source>Dealing a winnable game…</source>
        <translation>Distribution d&apos;une partie gagnable…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Layout &amp;Editor…</source>
        <translation>Éditeur de dispositi&amp;ons…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>No winnable deal {deal} was found ({reason}); dealt it as it falls.</source>
        <translation>Aucune donne {deal} gagnable n&apos;a été trouvée ({reason})&#xa0;; elle a été distribuée telle quelle.</translation>
    </message>
    <message>
        <source>Paused

Press P to play on</source>
        <translation>En pause

Appuyez sur P pour reprendre</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>J&amp;eux</translation>
    </message>
    <message>
        <source>Preferences can turn the question back on</source>
        <translation>Les préférences permettent de réactiver la question</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <source>Replay This Deal</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Règles — {rules}</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message numerus="yes">
        <source>Score {score} — %n move(s) in {time}</source>
        <translation>
            <numerusform>Score {score} — %n coup en {time}</numerusform>
            <numerusform>Score {score} — %n coups en {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Surprise &amp;Me</source>
        <translation>Surprenez-&amp;moi</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>T&amp;uiles</translation>
    </message>
    <message>
        <source>The daily challenge cannot be dealt: {reason}</source>
        <translation>Le défi du jour ne peut pas être distribué&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>This is the Daily Challenge of {day}; Restart (F5) plays it again from the start.</source>
        <translation>C&apos;est le défi du {day}&#xa0;; Recommencer (F5) le rejoue depuis le début.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, the same for every player (a new one each day, UTC)</source>
        <translation>La donne du jour, la même pour tous les joueurs (une nouvelle chaque jour, UTC)</translation>
    </message>
    <message>
        <source>Turn S&amp;tock</source>
        <translation>Retourner la &amp;pioche</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler le coup</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Your game is being set up again, from its deal and every move.</source>
        <translation>Votre partie est reconstituée à partir de sa donne et de chaque coup.</translation>
    </message>
    <message>
        <source>Your records cannot be read just now.

{reason}.</source>
        <translation>Vos statistiques ne peuvent pas être lues pour le moment.

{reason}.</translation>
    </message>
    <message>
        <source>Your records cannot be read just now.

{reason}.

Try again once that program lets go of them.</source>
        <translation>Vos statistiques ne peuvent pas être lues pour le moment.

{reason}.

Réessayez quand ce programme les aura libérées.</translation>
    </message>
    <message>
        <source>{game} — Daily Challenge of {day}</source>
        <translation>{game} — Défi du {day}</translation>
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
        <translation>est un périphérique, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a regular file</source>
        <translation>est un tube nommé (FIFO), pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>est un socket, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>is not a plain file</source>
        <translation>n&apos;est pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>A change to dealing applies from the next new game.</source>
        <translation>Un changement de distribution s&apos;applique à partir de la prochaine partie.</translation>
    </message>
    <message>
        <source>Animate tiles and cards</source>
        <translation>Animer les tuiles et les cartes</translation>
    </message>
    <message>
        <source>Ask before a new game replaces one under way</source>
        <translation>Demander avant qu&apos;une nouvelle partie remplace celle en cours</translation>
    </message>
    <message>
        <source>Deal only games that can be won</source>
        <translation>Ne distribuer que des parties gagnables</translation>
    </message>
    <message>
        <source>Dealing:</source>
        <translation>Distribution&#xa0;:</translation>
    </message>
    <message>
        <source>Each new deal is one that can be cleared: Mahjong deals are built backwards from a clearing order, Pyramid and MahJongg Klondike deals are won by the solver before you see them. Off: deals as they fall, which may be lost from the start.</source>
        <translation>Chaque nouvelle donne peut être résolue&#xa0;: les donnes de Mahjong sont construites à rebours d&apos;un ordre de retrait, celles de Pyramide et de MahJongg Klondike sont gagnées par le solveur avant que vous les voyiez. Désactivé&#xa0;: les donnes telles qu&apos;elles tombent, parfois perdues d&apos;avance.</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Leaving a game with moves made counts as a loss in the statistics</source>
        <translation>Quitter une partie entamée compte comme une défaite dans les statistiques</translation>
    </message>
    <message>
        <source>Motion:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Takes effect the next time qtsolitaire starts.</source>
        <translation>Prend effet au prochain démarrage de qtsolitaire.</translation>
    </message>
    <message>
        <source>{games}: deals are always random.</source>
        <translation>{games}&#xa0;: les donnes sont toujours aléatoires.</translation>
    </message>
</context>
<context>
    <name>PyramidController</name>
    <message>
        <source>No more moves</source>
        <translation>Plus de coups</translation>
    </message>
    <message>
        <source>No two available cards add up to 13, no King is free, and no card still to come from the stock can change that. Score {score}. Undo, replay the deal or start a new one.</source>
        <translation>Aucune paire de cartes disponibles ne fait 13, aucun roi n&apos;est libre, et aucune carte encore à venir de la pioche n&apos;y changera rien. Score {score}. Annulez des coups, rejouez la donne ou commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>drag the {card} from the stock to the foundation</source>
        <translation>faire glisser {card} de la pioche vers la fondation</translation>
    </message>
    <message>
        <source>pair the {card} with the {other}</source>
        <translation>associer {card} à {other}</translation>
    </message>
    <message>
        <source>park the {card} in the store</source>
        <translation>mettre {card} en réserve</translation>
    </message>
    <message>
        <source>remove the {card}</source>
        <translation>retirer {card}</translation>
    </message>
    <message>
        <source>turn a card from the stock</source>
        <translation>retourner une carte de la pioche</translation>
    </message>
    <message>
        <source>turn the waste over to make a new stock</source>
        <translation>retourner le talon pour refaire la pioche</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitées</translation>
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
        <translation>&lt;b&gt;Paire recouvrante.&lt;/b&gt; Une carte peut faire paire avec une carte posée sur elle, si c&apos;est la seule carte encore posée sur elle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score:&lt;/b&gt; 5 points per card removed. Clearing a pyramid row pays a bonus: 25 for the bottom row, then 50, 75, 100, 125, 150 and 175 for the apex. The most is 960.</source>
        <translation>&lt;b&gt;Score&#xa0;:&lt;/b&gt; 5 points par carte retirée. Chaque rangée de la pyramide vidée rapporte un bonus&#xa0;: 25 pour la rangée du bas, puis 50, 75, 100, 125, 150 et 175 pour le sommet. Le maximum est de 960.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Streak scoring:&lt;/b&gt; each pair or King removed earns {removal} points. Clearing the pyramid adds {pyramid}, or {pack} when every card of the pack has been discarded. A win&apos;s points are multiplied by your winning streak in this rule set, counting this win: your third win in a row scores three times its points. A game not won keeps its points once, and the streak starts again. The most one game can earn is {most} points times the streak.</source>
        <translation>&lt;b&gt;Score en série&#xa0;:&lt;/b&gt; chaque paire ou roi retiré rapporte {removal} points. Vider la pyramide ajoute {pyramid}, ou {pack} quand toutes les cartes du jeu ont été défaussées. Les points d&apos;une victoire sont multipliés par votre série de victoires avec ces règles, cette victoire comprise&#xa0;: votre troisième victoire d&apos;affilée compte triple. Une partie non gagnée garde ses points une fois, et la série repart de zéro. Une partie peut rapporter au plus {most} points multipliés par la série.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Temporary store.&lt;/b&gt; When the store is empty you may park any available card in it. The parked card stays available until it is paired; a parked pyramid card still has to be paired before the pyramid counts as cleared.</source>
        <translation>&lt;b&gt;Réserve temporaire.&lt;/b&gt; Quand la réserve est vide, vous pouvez y mettre n&apos;importe quelle carte disponible. La carte mise en réserve reste disponible jusqu&apos;à ce qu&apos;elle fasse paire&#xa0;; une carte de la pyramide mise en réserve doit encore faire paire avant que la pyramide ne compte comme vidée.</translation>
    </message>
    <message>
        <source>Ace counts 1, number cards their number, Jack 11, Queen 12, King 13; suits never matter. Remove two available cards that add up to 13 (Queen and Ace, Jack and 2, 10 and 3, 9 and 4, 8 and 5, 7 and 6), or an available King on its own.</source>
        <translation>L&apos;as vaut 1, les cartes numérotées leur valeur, le valet 11, la dame 12, le roi 13&#xa0;; les couleurs ne comptent jamais. Retirez deux cartes disponibles dont la somme fait 13 (dame et as, valet et 2, 10 et 3, 9 et 4, 8 et 5, 7 et 6), ou un roi disponible seul.</translation>
    </message>
    <message>
        <source>Available cards: {cards}.</source>
        <translation>Cartes disponibles&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>Clear the pyramid: once its 28 cards are gone you have won, whatever is left in the stock.</source>
        <translation>Videz la pyramide&#xa0;: dès que ses 28 cartes sont parties, vous avez gagné, quoi qu&apos;il reste dans la pioche.</translation>
    </message>
    <message>
        <source>Clear the whole pack: all 52 cards, pyramid, stock and waste, must reach the foundation.</source>
        <translation>Videz tout le jeu&#xa0;: les 52 cartes, pyramide, pioche et talon, doivent rejoindre la fondation.</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card onto the waste.</source>
        <translation>Cliquez sur la pioche pour retourner sa carte du dessus sur le talon.</translation>
    </message>
    <message>
        <source>Once the stock is empty you may turn the waste over, unshuffled, as a new stock once.</source>
        <translation>Une fois la pioche vide, vous pouvez retourner le talon, sans le mélanger, pour en faire une nouvelle pioche, une fois.</translation>
    </message>
    <message>
        <source>Once the stock is empty you may turn the waste over, unshuffled, as a new stock — twice in all.</source>
        <translation>Une fois la pioche vide, vous pouvez retourner le talon, sans le mélanger, pour en faire une nouvelle pioche — deux fois en tout.</translation>
    </message>
    <message>
        <source>The stock goes through once: there is no redeal.</source>
        <translation>La pioche ne passe qu&apos;une fois&#xa0;: il n&apos;y a pas de redistribution.</translation>
    </message>
    <message>
        <source>Twenty-eight cards lie face up in a pyramid of seven rows; each card is partly covered by the two cards of the row below it. The other 24 cards form the stock, face down.</source>
        <translation>Vingt-huit cartes sont posées face visible en une pyramide de sept rangées&#xa0;; chaque carte est en partie recouverte par les deux cartes de la rangée du dessous. Les 24 autres cartes forment la pioche, face cachée.</translation>
    </message>
    <message>
        <source>Undo is unlimited and free. The game tells you when no more cards can be removed.</source>
        <translation>On peut annuler autant de coups qu&apos;on veut, sans pénalité. Le jeu vous prévient quand plus aucune carte ne peut être retirée.</translation>
    </message>
    <message>
        <source>Undo is unlimited, and each undo counts as a move. The game tells you when no more cards can be removed.</source>
        <translation>On peut annuler autant de coups qu&apos;on veut, mais chaque annulation compte comme un coup. Le jeu vous prévient quand plus aucune carte ne peut être retirée.</translation>
    </message>
    <message>
        <source>Whenever the stock is empty you may turn the waste over, unshuffled, as a new stock, as often as you like.</source>
        <translation>Chaque fois que la pioche est vide, vous pouvez retourner le talon, sans le mélanger, pour en faire une nouvelle pioche, aussi souvent que vous le voulez.</translation>
    </message>
    <message>
        <source>a pyramid card once both cards resting on it are gone</source>
        <translation>une carte de la pyramide dès que les deux cartes posées sur elle sont parties</translation>
    </message>
    <message>
        <source>the card in the temporary store</source>
        <translation>la carte de la réserve temporaire</translation>
    </message>
    <message>
        <source>the top card of the stock</source>
        <translation>la carte du dessus de la pioche</translation>
    </message>
    <message>
        <source>the top card of the waste</source>
        <translation>la carte du dessus du talon</translation>
    </message>
</context>
<context>
    <name>PyramidMoves</name>
    <message>
        <source>A King is removed on its own, not in a pair</source>
        <translation>Un roi se retire seul, pas en paire</translation>
    </message>
    <message>
        <source>In this rule set only the waste top is in play: turn the stock card over first</source>
        <translation>Avec ces règles, seule la carte du dessus du talon est en jeu&#xa0;: retournez d&apos;abord la carte de la pioche</translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Plus de redistribution</translation>
    </message>
    <message>
        <source>Not a Pyramid move: {move}</source>
        <translation>Pas un coup de Pyramide&#xa0;: {move}</translation>
    </message>
    <message>
        <source>Only a King can be removed on its own; the {card} needs a partner</source>
        <translation>Seul un roi peut être retiré seul&#xa0;; «&#xa0;{card}&#xa0;» a besoin d&apos;une partenaire</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>Seule la carte du dessus du talon peut être jouée</translation>
    </message>
    <message>
        <source>Pick an available card first, then click the store to park it</source>
        <translation>Choisissez d&apos;abord une carte disponible, puis cliquez sur la réserve pour l&apos;y mettre</translation>
    </message>
    <message>
        <source>Pick one King, or two cards that add up to 13</source>
        <translation>Choisissez un roi, ou deux cartes dont la somme fait 13</translation>
    </message>
    <message>
        <source>Pick two different cards</source>
        <translation>Choisissez deux cartes différentes</translation>
    </message>
    <message>
        <source>That card has already been removed</source>
        <translation>Cette carte a déjà été retirée</translation>
    </message>
    <message>
        <source>That card is covered</source>
        <translation>Cette carte est recouverte</translation>
    </message>
    <message>
        <source>That card is still in the stock</source>
        <translation>Cette carte est encore dans la pioche</translation>
    </message>
    <message>
        <source>The game is already won</source>
        <translation>La partie est déjà gagnée</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>La pioche est vide</translation>
    </message>
    <message>
        <source>The temporary store is occupied: only one card may be parked</source>
        <translation>La réserve temporaire est occupée&#xa0;: une seule carte peut y être mise</translation>
    </message>
    <message>
        <source>The waste can be turned over only when the stock is empty</source>
        <translation>Le talon ne peut être retourné que lorsque la pioche est vide</translation>
    </message>
    <message>
        <source>The waste is empty: there is nothing to turn over</source>
        <translation>Le talon est vide&#xa0;: il n&apos;y a rien à retourner</translation>
    </message>
    <message>
        <source>The {card} is still covered by the {other}</source>
        <translation>«&#xa0;{card}&#xa0;» est encore recouverte par «&#xa0;{other}&#xa0;»</translation>
    </message>
    <message>
        <source>This rule set has no temporary store</source>
        <translation>Ces règles n&apos;ont pas de réserve temporaire</translation>
    </message>
    <message>
        <source>Those add up to {total}, not 13</source>
        <translation>Leur somme fait {total}, pas 13</translation>
    </message>
    <message>
        <source>park {card}</source>
        <translation>mettre {card} en réserve</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>redistribuer</translation>
    </message>
    <message>
        <source>turn stock</source>
        <translation>retourner la pioche</translation>
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
        <translation>&amp;Redistributions&#xa0;:</translation>
    </message>
    <message>
        <source>A card may pair with the last card resting on it</source>
        <translation>Une carte peut former une paire avec la dernière carte posée sur elle</translation>
    </message>
    <message>
        <source>Cards in play:</source>
        <translation>Cartes en jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Clear the pyramid</source>
        <translation>Vider la pyramide</translation>
    </message>
    <message>
        <source>Clear the whole pack (much harder)</source>
        <translation>Vider tout le paquet (bien plus difficile)</translation>
    </message>
    <message>
        <source>Each pair or King earns {pair}, clearing the pyramid {pyramid} ({pack} with the whole pack gone); a win multiplies it all by the games won in a row, counting this one.</source>
        <translation>Chaque paire ou Roi rapporte {pair}, vider la pyramide {pyramid} ({pack} si tout le paquet est parti)&#xa0;; une victoire multiplie le tout par le nombre de parties gagnées d&apos;affilée, celle-ci comprise.</translation>
    </message>
    <message>
        <source>Each undo counts as a move</source>
        <translation>Chaque annulation compte comme un coup</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>But&#xa0;:</translation>
    </message>
    <message>
        <source>Pyramid Rules</source>
        <translation>Règles de Pyramide</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Score&#xa0;:</translation>
    </message>
    <message>
        <source>Streak scoring: a win&apos;s score is multiplied by your winning streak</source>
        <translation>Score en série&#xa0;: le score d&apos;une victoire est multiplié par votre série de victoires</translation>
    </message>
    <message>
        <source>Temporary store: park one card beside the stock</source>
        <translation>Réserve temporaire&#xa0;: garder une carte à côté de la pioche</translation>
    </message>
    <message>
        <source>The top card of the stock is available</source>
        <translation>La carte du dessus de la pioche est disponible</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annulation&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PyramidRuleSets</name>
    <message>
        <source>0 redeals</source>
        <translation>0 redistribution</translation>
    </message>
    <message>
        <source>1 redeal</source>
        <translation>1 redistribution</translation>
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
        <translation>Pyramide — souple</translation>
    </message>
    <message>
        <source>Pyramid — temp store</source>
        <translation>Pyramide — réserve</translation>
    </message>
    <message>
        <source>Pyramid — whole pack</source>
        <translation>Pyramide — jeu entier</translation>
    </message>
    <message>
        <source>covering pair</source>
        <translation>paire recouvrante</translation>
    </message>
    <message>
        <source>stock top not available</source>
        <translation>dessus de la pioche indisponible</translation>
    </message>
    <message>
        <source>streak scoring</source>
        <translation>score en série</translation>
    </message>
    <message>
        <source>temp store</source>
        <translation>réserve</translation>
    </message>
    <message>
        <source>undo counts as a move</source>
        <translation>annulation comptée comme un coup</translation>
    </message>
    <message>
        <source>unlimited redeals</source>
        <translation>redistributions illimitées</translation>
    </message>
    <message>
        <source>whole pack</source>
        <translation>jeu entier</translation>
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
        <translation>Cliquez pour redistribuer</translation>
    </message>
    <message>
        <source>No redeals left</source>
        <translation>Plus de redistribution</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Redistribuer</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n</source>
        <comment>the foundation&apos;s caption: the cards in it</comment>
        <translation>
            <numerusform>Retirées %n</numerusform>
            <numerusform>Retirées %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock %n</source>
        <comment>the stock&apos;s caption: the cards in it</comment>
        <translation>
            <numerusform>Pioche %n</numerusform>
            <numerusform>Pioche %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: click to turn a card</source>
        <translation>Pioche&#xa0;: cliquez pour retourner une carte</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Store: drop a card here to park it</source>
        <translation>Réserve&#xa0;: déposez ici une carte pour la mettre de côté</translation>
    </message>
    <message numerus="yes">
        <source>Waste %n</source>
        <comment>the waste&apos;s caption: the cards in it</comment>
        <translation>
            <numerusform>Talon %n</numerusform>
            <numerusform>Talon %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} (covered)</source>
        <translation>{card} (recouverte)</translation>
    </message>
    <message>
        <source>{card} (in the store)</source>
        <translation>{card} (en réserve)</translation>
    </message>
    <message>
        <source>{card} (removed)</source>
        <translation>{card} (retirée)</translation>
    </message>
    <message>
        <source>{card} (stock top)</source>
        <translation>{card} (dessus de la pioche)</translation>
    </message>
    <message>
        <source>{card} (waste top)</source>
        <translation>{card} (dessus du talon)</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time of the last %n game(s)</source>
        <translation>
            <numerusform>Temps de la dernière partie</numerusform>
            <numerusform>Temps des %n dernières parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordBook</name>
    <message>
        <source>Your records cannot be saved ({reason}); games played now are kept only until you quit.</source>
        <translation>Vos statistiques ne peuvent pas être enregistrées ({reason})&#xa0;; les parties jouées maintenant ne sont gardées que jusqu&apos;à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>Your records could not be read ({file}: {reason}) and were kept aside as {aside}; a new record book was started.</source>
        <translation>Vos statistiques n&apos;ont pas pu être lues ({file}&#xa0;: {reason}) et ont été mises de côté sous {aside}&#xa0;; de nouvelles statistiques ont été commencées.</translation>
    </message>
    <message>
        <source>damaged ({fault})</source>
        <translation>endommagé ({fault})</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>pas d&apos;autorisation d&apos;écrire à cet endroit</translation>
    </message>
    <message>
        <source>not a qtsolitaire record book</source>
        <translation>pas des statistiques qtsolitaire</translation>
    </message>
    <message>
        <source>not a qtsolitaire record book: its games table has other columns</source>
        <translation>pas des statistiques qtsolitaire&#xa0;: sa table des parties a d&apos;autres colonnes</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>le disque a signalé une erreur</translation>
    </message>
    <message>
        <source>the file cannot be opened (is the folder read-only?)</source>
        <translation>le fichier ne peut pas être ouvert (le dossier est-il en lecture seule&#xa0;?)</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
    <message>
        <source>the file is not a database</source>
        <translation>le fichier n&apos;est pas une base de données</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>le fichier ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <source>the records are in use by another program (or another qtsolitaire)</source>
        <translation>les statistiques sont utilisées par un autre programme (ou un autre qtsolitaire)</translation>
    </message>
    <message>
        <source>{file}: cannot be read</source>
        <translation>{file}&#xa0;: illisible</translation>
    </message>
    <message>
        <source>{file}: the daily challenges could not be reset: {reason}</source>
        <translation>{file}&#xa0;: les défis du jour n&apos;ont pas pu être réinitialisés&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: the readable records could not be copied: {reason}</source>
        <translation>{file}&#xa0;: les entrées lisibles n&apos;ont pas pu être copiées&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: the records could not be read: {reason}</source>
        <translation>{file}&#xa0;: les statistiques n&apos;ont pas pu être lues&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: the records could not be repaired</source>
        <translation>{file}&#xa0;: les statistiques n&apos;ont pas pu être réparées</translation>
    </message>
    <message>
        <source>{file}: the records could not be reset: {reason}</source>
        <translation>{file}&#xa0;: les statistiques n&apos;ont pas pu être réinitialisées&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: this game could not be recorded: {reason}</source>
        <translation>{file}&#xa0;: cette partie n&apos;a pas pu être enregistrée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{lost} of your %n recorded game(s) could not be read ({file}); the other {kept} were kept, and the book as it was is kept aside as {aside}.</source>
        <translation>
            <numerusform>Parties enregistrées illisibles&#xa0;: {lost} sur %n ({file})&#xa0;; les autres ({kept}) ont été gardées, et les statistiques telles qu&apos;elles étaient sont mises de côté sous {aside}.</numerusform>
            <numerusform>Parties enregistrées illisibles&#xa0;: {lost} sur %n ({file})&#xa0;; les autres ({kept}) ont été gardées, et les statistiques telles qu&apos;elles étaient sont mises de côté sous {aside}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}: a number is out of range</source>
        <translation>{what}&#xa0;: un nombre est hors limites</translation>
    </message>
    <message>
        <source>{what}: daily is not a day</source>
        <translation>{what}&#xa0;: daily n&apos;est pas un jour</translation>
    </message>
    <message>
        <source>{what}: not a finished game</source>
        <translation>{what}&#xa0;: pas une partie terminée</translation>
    </message>
    <message>
        <source>{what}: {field} is missing</source>
        <translation>{what}&#xa0;: {field} manque</translation>
    </message>
</context>
<context>
    <name>RecordsJournal</name>
    <message>
        <source>Games finished last time could not be read ({file}: {reason}).</source>
        <translation>Les parties terminées la dernière fois n&apos;ont pas pu être lues ({file}&#xa0;: {reason}).</translation>
    </message>
    <message>
        <source>Games finished last time could not be read ({file}: {reason}). {trouble}</source>
        <translation>Les parties terminées la dernière fois n&apos;ont pas pu être lues ({file}&#xa0;: {reason}). {trouble}</translation>
    </message>
    <message>
        <source>Games finished last time could not be read ({file}: {reason}); the file was kept aside as {aside}.</source>
        <translation>Les parties terminées la dernière fois n&apos;ont pas pu être lues ({file}&#xa0;: {reason})&#xa0;; le fichier a été mis de côté sous {aside}.</translation>
    </message>
    <message>
        <source>The games you finish cannot be kept until your records take them ({reason}); they are lost if you quit before.</source>
        <translation>Les parties terminées ne peuvent pas être gardées en attendant vos statistiques ({reason})&#xa0;; elles seront perdues si vous quittez avant.</translation>
    </message>
    <message>
        <source>Your records are in use by another program. The games you finish are kept, and entered as soon as it lets go.</source>
        <translation>Vos statistiques sont utilisées par un autre programme. Les parties terminées sont gardées et inscrites dès qu&apos;il les libère.</translation>
    </message>
    <message>
        <source>Your records can be written again; every game you finished is in them.</source>
        <translation>Vos statistiques peuvent de nouveau être écrites&#xa0;; chaque partie terminée y figure.</translation>
    </message>
    <message>
        <source>Your records cannot be written now ({reason}).</source>
        <translation>Vos statistiques ne peuvent pas être écrites pour l&apos;instant ({reason}).</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>partie {number}</translation>
    </message>
    <message>
        <source>larger than {megabytes} MB</source>
        <translation>plus de {megabytes}&#xa0;Mo</translation>
    </message>
    <message>
        <source>not a list of finished games</source>
        <translation>pas une liste de parties terminées</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON non valide</translation>
    </message>
    <message>
        <source>written by a newer version of qtsolitaire</source>
        <translation>écrit par une version plus récente de qtsolitaire</translation>
    </message>
</context>
<context>
    <name>SavedGameFile</name>
    <message>
        <source>The game you were playing could not be read ({file}: {reason}).</source>
        <translation>La partie en cours n&apos;a pas pu être lue ({file}&#xa0;: {reason}).</translation>
    </message>
    <message>
        <source>The game you were playing could not be restored ({reason}). {trouble}</source>
        <translation>La partie en cours n&apos;a pas pu être restaurée ({reason}). {trouble}</translation>
    </message>
    <message>
        <source>The game you were playing could not be restored ({reason}); it was kept aside as {aside} and a new game was dealt.</source>
        <translation>La partie en cours n&apos;a pas pu être restaurée ({reason})&#xa0;; elle a été mise de côté sous {aside} et une nouvelle partie a été distribuée.</translation>
    </message>
    <message>
        <source>The game you were playing was restored, but {file} had figures no game reaches ({figures}): they were capped.</source>
        <translation>La partie en cours a été restaurée, mais {file} contenait des valeurs qu&apos;aucune partie n&apos;atteint ({figures})&#xa0;: elles ont été plafonnées.</translation>
    </message>
    <message>
        <source>a move is not a JSON object</source>
        <translation>un coup n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>attempt has the wrong type</source>
        <translation>attempt n&apos;a pas le bon type</translation>
    </message>
    <message>
        <source>attempt is out of range</source>
        <translation>attempt est hors limites</translation>
    </message>
    <message>
        <source>counters must be whole numbers</source>
        <translation>les compteurs doivent être des nombres entiers</translation>
    </message>
    <message>
        <source>daily {value} is not a day</source>
        <translation>daily {value} n&apos;est pas un jour</translation>
    </message>
    <message>
        <source>deal is not between 1 and {most}</source>
        <translation>deal n&apos;est pas entre 1 et {most}</translation>
    </message>
    <message>
        <source>deal_digest has the wrong type</source>
        <translation>deal_digest n&apos;a pas le bon type</translation>
    </message>
    <message>
        <source>larger than {megabytes} MB, not a saved game</source>
        <translation>plus de {megabytes}&#xa0;Mo, pas une partie enregistrée</translation>
    </message>
    <message>
        <source>not a saved game</source>
        <translation>pas une partie enregistrée</translation>
    </message>
    <message>
        <source>saved by a newer version of qtsolitaire</source>
        <translation>enregistrée par une version plus récente de qtsolitaire</translation>
    </message>
    <message>
        <source>seconds is negative</source>
        <translation>seconds est négatif</translation>
    </message>
    <message>
        <source>started_at {value} is not a time</source>
        <translation>started_at {value} n&apos;est pas une heure</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>{field} has the wrong type</source>
        <translation>{field} n&apos;a pas le bon type</translation>
    </message>
    <message>
        <source>{field} is missing</source>
        <translation>{field} manque</translation>
    </message>
    <message>
        <source>{file}: cannot remove the saved game: {reason}</source>
        <translation>{file}&#xa0;: impossible de supprimer la partie enregistrée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The game in progress could not be saved: {reason}</source>
        <translation>La partie en cours n&apos;a pas pu être enregistrée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>its moves no longer play on its deal: {reason}</source>
        <translation>ses coups ne se jouent plus sur sa donne&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{rules} has changed since that game was dealt, so its deal is not the one it was played on</source>
        <translation>{rules} a changé depuis la distribution de cette partie, sa donne n&apos;est donc plus celle sur laquelle elle a été jouée</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>Settings are not saved: {reason}</source>
        <translation>Les réglages ne sont pas enregistrés&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Your settings could not be read ({reason}) and were kept aside as {aside}; the defaults are in use.</source>
        <translation>Vos réglages n&apos;ont pas pu être lus ({reason}) et ont été mis de côté sous {aside}&#xa0;; les valeurs par défaut s&apos;appliquent.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({reason}); the defaults are in use and your changes will not be saved.</source>
        <translation>Vos réglages n&apos;ont pas pu être lus ({reason})&#xa0;; les valeurs par défaut s&apos;appliquent et vos modifications ne seront pas enregistrées.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({reason}); the defaults are in use. {trouble}</source>
        <translation>Vos réglages n&apos;ont pas pu être lus ({reason})&#xa0;; les valeurs par défaut s&apos;appliquent. {trouble}</translation>
    </message>
    <message>
        <source>{file}: cannot read it: {reason}</source>
        <translation>{file}&#xa0;: illisible&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: larger than {megabytes} MB, not a settings file</source>
        <translation>{file}&#xa0;: plus de {megabytes}&#xa0;Mo, pas un fichier de réglages</translation>
    </message>
    <message>
        <source>{file}: not a settings document</source>
        <translation>{file}&#xa0;: pas un document de réglages</translation>
    </message>
    <message>
        <source>{file}: the file is empty</source>
        <translation>{file}&#xa0;: le fichier est vide</translation>
    </message>
    <message>
        <source>{file}: unknown version {version}</source>
        <translation>{file}&#xa0;: version inconnue {version}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>&amp;Daily Challenge</source>
        <translation>&amp;Défi du jour</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>Dis&amp;position</translation>
    </message>
    <message>
        <source>&amp;Play This Day&apos;s Challenge</source>
        <translation>Jouer le dé&amp;fi de ce jour</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Challenge</source>
        <translation>Jouer le dé&amp;fi du jour</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>Jeu de rè&amp;gles</translation>
    </message>
    <message>
        <source>&lt;b&gt;{day}&lt;/b&gt;: {game} on the layout {layout}, {state}.</source>
        <translation>&lt;b&gt;{day}&lt;/b&gt;&#xa0;: {game} sur la disposition {layout}, {state}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{day}&lt;/b&gt;: {game}, {state}.</source>
        <translation>&lt;b&gt;{day}&lt;/b&gt;&#xa0;: {game}, {state}.</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>All &amp;Games</source>
        <translation>&amp;Toutes les parties</translation>
    </message>
    <message>
        <source>All layouts</source>
        <translation>Toutes les dispositions</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Tous les jeux de règles</translation>
    </message>
    <message>
        <source>Current run</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Jours joués</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Jours gagnés</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Donne {deal}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the records of %n game(s) of {scope}?

This cannot be undone.</source>
        <translation>
            <numerusform>Effacer les statistiques de %n partie de {scope}&#xa0;?

Cette action est irréversible.</numerusform>
            <numerusform>Effacer les statistiques de %n parties de {scope}&#xa0;?

Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the records of the daily challenges of %n day(s) of {scope}?

This cannot be undone.</source>
        <translation>
            <numerusform>Effacer les statistiques du défi du jour de %n jour de {scope}&#xa0;?

Cette action est irréversible.</numerusform>
            <numerusform>Effacer les statistiques des défis du jour de %n jours de {scope}&#xa0;?

Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the records shown here</source>
        <translation>Effacer les statistiques affichées ici</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Longest run</source>
        <translation>Plus longue série</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>No games of {game} yet</source>
        <translation>Aucune partie de {game} pour l&apos;instant</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aucune partie pour l&apos;instant</translation>
    </message>
    <message>
        <source>Nothing is recorded for the layout “{name}” yet.</source>
        <translation>Rien n&apos;est encore enregistré pour la disposition «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>Nothing is recorded for the rule set “{name}” yet.</source>
        <translation>Rien n&apos;est encore enregistré pour le jeu de règles «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>Played, not won</source>
        <translation>Jouée, non gagnée</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Win, lose or give up a game and its result, time and moves will show up here.</source>
        <translation>Gagnez, perdez ou abandonnez une partie et son résultat, son temps et ses coups apparaîtront ici.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Your records cannot be read just now</source>
        <translation>Vos statistiques ne peuvent pas être lues pour l&apos;instant</translation>
    </message>
    <message>
        <source>average win {time}</source>
        <translation>victoire en {time} en moyenne</translation>
    </message>
    <message>
        <source>being played now</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date format</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <comment>date and time format</comment>
        <translation>d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <source>played, not won yet</source>
        <translation>jouée, pas encore gagnée</translation>
    </message>
    <message>
        <source>played, not won yet, being played again now</source>
        <translation>jouée, pas encore gagnée, rejouée en ce moment</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>score {score}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>won, being played again now</source>
        <translation>gagnée, rejouée en ce moment</translation>
    </message>
    <message>
        <source>{deal} (daily, {day})</source>
        <translation>{deal} (défi du jour, {day})</translation>
    </message>
    <message>
        <source>{reason}. Try again in a moment.</source>
        <translation>{reason}. Réessayez dans un instant.</translation>
    </message>
</context>
<context>
    <name>StatisticsFigures</name>
    <message>
        <source>Average win</source>
        <translation>Temps moyen de victoire</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Green Baize</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Night (dark)</source>
        <translation>Nuit (sombre)</translation>
    </message>
    <message>
        <source>Parlour (light)</source>
        <translation>Salon (clair)</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>Autumn (season)</source>
        <translation>Automne (saison)</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>Bambous</translation>
    </message>
    <message>
        <source>Bamboo (flower)</source>
        <translation>Bambou (fleur)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caractères</translation>
    </message>
    <message>
        <source>Chrysanthemum (flower)</source>
        <translation>Chrysanthème (fleur)</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Cercles</translation>
    </message>
    <message>
        <source>East Wind</source>
        <translation>Vent d&apos;est</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <translation>Dragon vert</translation>
    </message>
    <message>
        <source>North Wind</source>
        <translation>Vent du nord</translation>
    </message>
    <message>
        <source>Orchid (flower)</source>
        <translation>Orchidée (fleur)</translation>
    </message>
    <message>
        <source>Plum (flower)</source>
        <translation>Prunier (fleur)</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <translation>Dragon rouge</translation>
    </message>
    <message>
        <source>South Wind</source>
        <translation>Vent du sud</translation>
    </message>
    <message>
        <source>Spring (season)</source>
        <translation>Printemps (saison)</translation>
    </message>
    <message>
        <source>Summer (season)</source>
        <translation>Été (saison)</translation>
    </message>
    <message>
        <source>West Wind</source>
        <translation>Vent d&apos;ouest</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <translation>Dragon blanc</translation>
    </message>
    <message>
        <source>Winter (season)</source>
        <translation>Hiver (saison)</translation>
    </message>
    <message>
        <source>{rank} of Bamboo</source>
        <translation>{rank} de Bambous</translation>
    </message>
    <message>
        <source>{rank} of Characters</source>
        <translation>{rank} de Caractères</translation>
    </message>
    <message>
        <source>{rank} of Circles</source>
        <translation>{rank} de Cercles</translation>
    </message>
    <message>
        <source>{rank} of Dots</source>
        <translation>{rank} de Cercles</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>can no longer be won</source>
        <translation>ne peut plus être gagnée</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>still checking…</source>
        <translation>vérification prolongée…</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>indéterminé</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>gagnable</translation>
    </message>
</context>
</TS>
