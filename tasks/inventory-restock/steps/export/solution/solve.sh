#!/bin/bash
{ echo 'name,qty'; awk '{ print $1 "," $2 }' /srv/shop/inventory.txt; } > /srv/shop/inventory.csv
