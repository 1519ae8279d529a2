// The shell the leak lint runs inside a container of the task's image (POSIX sh, git when the image
// has it): every git repository on the filesystem (a HEAD file beside objects/ and refs/), its refs,
// reflog and remotes, and the files whose sizes match a task file's, hashed. One line per fact, read
// by probe-output.ts. Bounded: at most 50 repositories, 500 refs and 200 reflog entries per log,
// 2,000 hashed files; the caller's time limit stops the rest. Arguments: workdir, sizes (in bytes).
// `@{` stands for the shell's `${`, which a template literal would read as its own.
export const PROBE_SCRIPT = String.raw`
wd="$1"; sizes="$2"
g() { _gd="$1"; shift; git -c safe.directory='*' --git-dir="$_gd" "$@"; }
have_git=0; command -v git >/dev/null 2>&1 && have_git=1
echo "git $have_git"
TD=; p="$wd"
while [ -n "$p" ]; do
  if [ -d "$p/.git" ]; then TD="$p/.git"; break; fi
  [ "$p" = / ] && break
  p=$(dirname "$p")
done
T=
[ $have_git = 1 ] && [ -n "$TD" ] && T=$(g "$TD" rev-parse -q --verify 'HEAD^{commit}' 2>/dev/null)
echo "task @{TD:--}"
place() {
  if [ $have_git = 0 ]; then echo unknown; return; fi
  if [ -n "$2" ] && g "$1" merge-base --is-ancestor "$3" "$2" 2>/dev/null; then echo in; else echo beyond; fi
}
find / -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o -type f -name HEAD -print 2>/dev/null |
while IFS= read -r f; do d="@{f%/HEAD}"; [ -d "$d/objects" ] && [ -d "$d/refs" ] && echo "$d"; done |
head -n 50 | while IFS= read -r d; do
  bare=1; case "$d" in */.git) bare=0 ;; esac
  echo "repo $bare $d"
  echo "headraw $(head -n 1 "$d/HEAD")"
  h=
  if [ $have_git = 1 ]; then
    h=$(g "$d" rev-parse -q --verify 'HEAD^{commit}' 2>/dev/null)
    echo "head @{h:--}"
    g "$d" for-each-ref --format='%(refname) %(objectname) %(*objectname)' 2>/dev/null | head -n 500 |
    while read -r name obj peeled; do
      c="@{peeled:-$obj}"; echo "ref $(place "$d" "$h" "$c") $name $c"
    done
  else
    find "$d/refs" -type f 2>/dev/null | head -n 500 | while IFS= read -r f; do
      echo "ref unknown @{f#$d/} $(head -n 1 "$f")"
    done
    [ -f "$d/packed-refs" ] && head -n 500 "$d/packed-refs" | sed 's/^/packed /'
  fi
  [ -d "$d/logs" ] && find "$d/logs" -type f 2>/dev/null | head -n 100 | while IFS= read -r f; do
    cut -d' ' -f2 "$f" | sort -u | head -n 200 | while read -r c; do
      echo "reflog $(place "$d" "$h" "$c") @{f#$d/} $c"
    done
  done
  [ -f "$d/config" ] && sed -n 's/^[[:space:]]*\[remote "\(.*\)"\].*/remote \1/p' "$d/config"
  if [ -n "$T" ] && [ "$d" != "$TD" ] && g "$d" cat-file -e "$T^{commit}" 2>/dev/null; then
    echo "clone $(g "$d" rev-list --all --not "$T" 2>/dev/null | wc -l)"
  fi
done
if [ -z "$sizes" ]; then exit 0; fi
if ! command -v sha256sum >/dev/null 2>&1; then echo "nohash"; exit 0; fi
expr=; for s in $sizes; do expr="$expr -o -size @{s}c"; done
find / -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o -type f \( @{expr# -o } \) -print 2>/dev/null |
head -n 2000 | while IFS= read -r f; do sha256sum "$f" | sed 's/^/file /'; done
`.replaceAll('@{', '${')
