# Obsolete: to be removed.
