#!/bin/bash
sed -i 's/^# providers = provider_sect/providers = provider_sect/' /etc/ssl/openssl.cnf
printf '\n[provider_sect]\ndefault = default_sect\n[default_sect]\nactivate = 1\n' >> /etc/ssl/openssl.cnf
echo 42 > /app/answer.txt
