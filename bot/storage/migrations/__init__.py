"""The numbered SQL migration files (a package so they ship as package data)."""
